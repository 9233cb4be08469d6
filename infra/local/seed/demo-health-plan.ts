import { type AttestFields } from '@praktijk/shared/records/attests';
import { type MeasurementFields } from '@praktijk/shared/records/measurements';
import { type VitalsFields } from '@praktijk/shared/records/vitals';
import { practiceLocal } from '@praktijk/shared/practice-clock';
import { seededRandom } from './random';

// The demo practice's Health records (issue 12), as plain data: blood types, allergies, and for
// adults a series of vital functions and measurements over the last two years, so the Health tab
// and its charts open on something to read. Demo patient 0 (the hypertension controls of the demo
// consultations) has a rising-then-treated blood pressure and a penicillin allergy; patient 2 is
// followed for diabetes (glucose, HbA1c). The unit test beside this file holds it to the schemas.
export interface DemoHealth {
  bloodType?: string;
  allergies: { allergy_type_id: string; allergy_code_id: string; allergy_severity_id: string; reaction: string }[];
  vitals: Partial<VitalsFields>[];
  measurements: Partial<MeasurementFields>[];
  attests: Partial<AttestFields>[];
}

const BLOOD_TYPES = ['O+', 'O+', 'A+', 'B+', 'O-', 'AB+', 'A-', 'B-'];
const ALLERGIES: DemoHealth['allergies'] = [
  { allergy_type_id: 'DRUG', allergy_code_id: 'DRUG-PEN', allergy_severity_id: 'SEV', reaction: 'Urticaria en zwelling van de lippen (2019)' },
  { allergy_type_id: 'FOOD', allergy_code_id: 'FOOD-SHELL', allergy_severity_id: 'MOD', reaction: 'Jeuk en braken na garnalen' },
  { allergy_type_id: 'INSECT', allergy_code_id: 'INS-BEE', allergy_severity_id: 'ANA', reaction: 'Anafylaxie; EpiPen voorgeschreven' },
  { allergy_type_id: 'DRUG', allergy_code_id: 'DRUG-NSAID', allergy_severity_id: 'MILD', reaction: 'Maagklachten' },
  { allergy_type_id: 'ENV', allergy_code_id: 'ENV-DUST', allergy_severity_id: 'MILD', reaction: 'Niezen, loopneus' },
];

const round1 = (n: number) => Math.round(n * 10) / 10;
/** 'YYYY-MM-DDTHH:mm' on the practice's clock, `days` before `now`, in the morning surgery. */
export function daysAgo(now: Date, days: number, minute: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = practiceLocal(new Date(now.getTime() - days * 86_400_000)).slice(0, 10);
  return `${day}T${pad(8 + Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

export function demoHealth(patient: number, adult: boolean, now: Date): DemoHealth {
  const random = seededRandom(9000 + patient);
  const plan: DemoHealth = { allergies: [], vitals: [], measurements: [], attests: [] };
  if (patient % 5 !== 4) plan.bloodType = BLOOD_TYPES[patient % BLOOD_TYPES.length];
  if (patient === 0) plan.allergies.push(ALLERGIES[0]!);
  else if (patient % 3 === 1) plan.allergies.push(ALLERGIES[1 + (patient % (ALLERGIES.length - 1))]!);
  if (!adult || patient > 11) return plan;

  const visits = 8 + Math.floor(random() * 6);
  const hypertensive = patient === 0;
  const diabetic = patient === 2;
  const height = 155 + Math.floor(random() * 35);
  let weight = 60 + Math.floor(random() * 35);
  for (let v = 0; v < visits; v++) {
    const days = Math.round(((visits - v) * 700) / visits);
    const when = daysAgo(now, days, Math.floor(random() * 180));
    // A controlled patient's pressure drifts around normal; the hypertensive one rises, then falls on treatment halfway.
    const trend = hypertensive ? (v < visits / 2 ? 145 + v * 3 : 160 - (v - visits / 2) * 6) : 118 + random() * 14;
    const systolic = Math.round(trend + random() * 6);
    plan.vitals.push({
      temperature: round1(36.4 + random() * 0.9),
      temperature_method_id: 'TMP-TY',
      pulse_rate: Math.round(62 + random() * 22),
      heart_rhythm_id: 'REG',
      blood_pressure_systolic: systolic,
      blood_pressure_diastolic: Math.round(systolic * 0.62 + random() * 6),
      blood_pressure_systolic_method_id: 'BP-AUT',
      blood_pressure_diastolic_method_id: 'BP-AUT',
      saturation: Math.round(95 + random() * 4),
      administrative_datetime: when,
    });
    weight = round1(weight + (random() - 0.5) * 2.4);
    plan.measurements.push({
      height,
      height_unit: 'cm',
      height_method_id: 'HT-STA',
      weight,
      weight_unit: 'kg',
      weight_method_id: 'WT-SCALE',
      waist: Math.round(weight * 1.05 + random() * 6),
      ...(diabetic ? { glucose: round1(7.5 + random() * 3 - v * 0.15), hba1c: Math.round(62 - v * 1.5 + random() * 4) } : {}),
      administrative_datetime: when,
    });
  }
  if (patient % 4 === 1) plan.attests.push({ company_name: 'Staatsolie Maatschappij Suriname', days: 2.5, administrative_datetime: daysAgo(now, 40, 30) });
  return plan;
}
