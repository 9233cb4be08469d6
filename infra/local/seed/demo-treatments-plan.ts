import { daysAgo } from './demo-health-plan';

// The demo practice's treatments and diagnostics (issue 13), as plain data beside the Health
// records of demo-health-plan.ts and consistent with them: demo patient 0 (hypertension, allergic
// to penicillin) is on amlodipine with monthly repeats, had a diuretic added that is stopped for
// gout (when seeded: a stop is dated when it is made), and a chest X-ray without a result yet;
// patient 2 (followed for diabetes) takes metformin and has two laboratory referrals for HbA1c and
// fasting glucose with results, so the results chart has points; patient 3 had an amoxicillin
// course (no allergies), patient 1 an antihistamine; adults and children have their vaccinations.
// The practice keeps three prescription templates and one laboratory template. Medications are
// named as the formulary names them (name and strength) and found there when seeded. The unit test
// beside this file holds it to the schemas, the catalogues and the patients' allergies.

/** A formulary medication by name and strength (functions/catalogue/domain/data/medication.ts). */
export interface DemoMedication {
  name: string;
  strength: string;
}

export interface DemoDosage {
  is_chronic?: boolean;
  repeat_prescription?: number;
  repeat_date_id?: string;
  frequency_usage: number;
  frequency_unit_id: string;
  dosage_amount: number;
  dosage_form_id: string;
  amount_of_time?: number;
  delivery_form_id?: string;
  instructions?: string;
}

export interface DemoPrescription extends DemoDosage {
  medication: DemoMedication;
  administrative_datetime: string;
  /** Stopped after it was written, with this reason. */
  stoppage_reason?: string;
}

export interface DemoVaccination {
  vaccine_id: string;
  dosage_form_id: string;
  route_identifyer_id: string;
  route_text_id: string;
  administered_site_id: string;
  amount: number;
  unit: 'ml' | 'mg' | 'IU';
  start: string;
  organization_id: string;
  side_effects_type_id?: string;
  side_effects_outcome_id?: string;
}

export interface DemoLabReferral {
  type_id: '266753000' | '66862007';
  priority_id: string;
  tests: string[];
  administrative_datetime: string;
  /** Results by catalogue test id, entered when they came back. */
  results?: Record<string, string>;
}

export interface DemoTreatments {
  prescriptions: DemoPrescription[];
  vaccinations: DemoVaccination[];
  labReferrals: DemoLabReferral[];
}

const LABORATORY = '266753000';
const RADIOLOGIST = '66862007';
const HBA1C = 'LAB-CHEM-HBA1C';
const GLUCOSE_FASTING = 'LAB-CHEM-GLUN';

/** One tablet every morning, a month's box: the blood-pressure medicines of demo patient 0. */
const MORNING_TABLET = {
  frequency_usage: 1,
  frequency_unit_id: 'D',
  dosage_amount: 1,
  dosage_form_id: 'TAB',
  amount_of_time: 30,
  delivery_form_id: 'BOX',
  instructions: "'s Ochtends innemen",
} satisfies DemoDosage;
const AMLODIPINE: DemoDosage = { is_chronic: true, repeat_prescription: 3, repeat_date_id: '1M', ...MORNING_TABLET };
const METFORMINE: DemoDosage = {
  is_chronic: true,
  repeat_prescription: 1,
  repeat_date_id: '3M',
  frequency_usage: 2,
  frequency_unit_id: 'D',
  dosage_amount: 1,
  dosage_form_id: 'TAB',
  amount_of_time: 90,
  delivery_form_id: 'BOX',
  instructions: 'Bij de maaltijd innemen',
};
const PARACETAMOL: DemoDosage = {
  frequency_usage: 3,
  frequency_unit_id: 'D',
  dosage_amount: 1,
  dosage_form_id: 'TAB',
  amount_of_time: 5,
  delivery_form_id: 'STRIP',
  instructions: 'Bij pijn of koorts, niet meer dan 6 per dag',
};

/** The practice's saved prescription templates. */
export const DEMO_PRESCRIPTION_TEMPLATES: { name: string; medication: DemoMedication; dosage: DemoDosage }[] = [
  { name: 'Amlodipine onderhoud', medication: { name: 'Amlodipine', strength: '5 mg' }, dosage: AMLODIPINE },
  { name: 'Metformine start', medication: { name: 'Metformine', strength: '500 mg' }, dosage: METFORMINE },
  { name: 'Paracetamol kuur', medication: { name: 'Paracetamol', strength: '500 mg' }, dosage: PARACETAMOL },
];

/** The practice's saved diagnostic referral template. */
export const DEMO_LAB_TEMPLATES: { name: string; type_id: string; tests: string[] }[] = [
  { name: 'Diabetes jaarcontrole', type_id: LABORATORY, tests: [HBA1C, GLUCOSE_FASTING, 'LAB-CHEM-CREA', 'LAB-CHEM-EGFR'] },
];

/** 'YYYY-MM-DD' on the practice's clock, `days` before `now`. */
const dayAgo = (now: Date, days: number) => daysAgo(now, days, 0).slice(0, 10);

const influenza = (now: Date, days: number): DemoVaccination => ({
  vaccine_id: 'FLU',
  dosage_form_id: 'SUSP-INJ',
  route_identifyer_id: '78421000',
  route_text_id: 'IM',
  administered_site_id: 'LD',
  amount: 0.5,
  unit: 'ml',
  start: dayAgo(now, days),
  organization_id: 'PRACTICE',
});

export function demoTreatments(patient: number, adult: boolean, now: Date): DemoTreatments {
  const plan: DemoTreatments = { prescriptions: [], vaccinations: [], labReferrals: [] };
  if (!adult) {
    // Children of the first dozen: the national programme's measles shot, given at the BOG clinic.
    if (patient < 12)
      plan.vaccinations.push({
        vaccine_id: 'MMR',
        dosage_form_id: 'PWD-INJ',
        route_identifyer_id: '34206005',
        route_text_id: 'SC',
        administered_site_id: 'LA',
        amount: 0.5,
        unit: 'ml',
        start: dayAgo(now, 400 + patient * 30),
        organization_id: 'BOG',
        side_effects_type_id: 'FEVER',
        side_effects_outcome_id: 'RECOVERED',
      });
    return plan;
  }
  if (patient === 0) {
    plan.prescriptions.push(
      { medication: { name: 'Amlodipine', strength: '5 mg' }, ...AMLODIPINE, administrative_datetime: daysAgo(now, 70, 15) },
      {
        // Added a fortnight ago for the pressure, stopped now for gout (a thiazide's known effect).
        medication: { name: 'Hydrochloorthiazide', strength: '25 mg' },
        is_chronic: true,
        ...MORNING_TABLET,
        administrative_datetime: daysAgo(now, 14, 20),
        stoppage_reason: 'Jichtaanval; hydrochloorthiazide gestopt',
      },
      { medication: { name: 'Paracetamol', strength: '500 mg' }, ...PARACETAMOL, administrative_datetime: daysAgo(now, 200, 45) },
    );
    plan.vaccinations.push(influenza(now, 60), {
      vaccine_id: 'TD',
      dosage_form_id: 'SUSP-INJ',
      route_identifyer_id: '78421000',
      route_text_id: 'IM',
      administered_site_id: 'RD',
      amount: 0.5,
      unit: 'ml',
      start: dayAgo(now, 900),
      organization_id: 'PRACTICE',
      side_effects_type_id: 'LOCAL',
      side_effects_outcome_id: 'RECOVERED',
    });
    plan.labReferrals.push({ type_id: RADIOLOGIST, priority_id: 'R', tests: ['RAD-XR-THX'], administrative_datetime: daysAgo(now, 20, 40) });
  } else if (patient === 1) {
    plan.prescriptions.push({
      medication: { name: 'Cetirizine', strength: '10 mg' },
      frequency_usage: 1,
      frequency_unit_id: 'D',
      dosage_amount: 1,
      dosage_form_id: 'TAB',
      amount_of_time: 14,
      instructions: "'s Avonds innemen",
      administrative_datetime: daysAgo(now, 35, 10),
    });
  } else if (patient === 2) {
    plan.prescriptions.push({ medication: { name: 'Metformine', strength: '500 mg' }, ...METFORMINE, administrative_datetime: daysAgo(now, 120, 30) });
    plan.vaccinations.push(influenza(now, 45), {
      vaccine_id: 'HEPB',
      dosage_form_id: 'SUSP-INJ',
      route_identifyer_id: '78421000',
      route_text_id: 'IM',
      administered_site_id: 'LD',
      amount: 1,
      unit: 'ml',
      start: dayAgo(now, 300),
      organization_id: 'PRACTICE',
    });
    // Two laboratory rounds, half a year apart: the HbA1c and the fasting glucose coming down.
    plan.labReferrals.push(
      {
        type_id: LABORATORY,
        priority_id: 'R',
        tests: [HBA1C, GLUCOSE_FASTING],
        administrative_datetime: daysAgo(now, 190, 5),
        results: { [HBA1C]: '61', [GLUCOSE_FASTING]: '8,9' },
      },
      {
        type_id: LABORATORY,
        priority_id: 'R',
        tests: [HBA1C, GLUCOSE_FASTING],
        administrative_datetime: daysAgo(now, 25, 5),
        results: { [HBA1C]: '53', [GLUCOSE_FASTING]: '7,2' },
      },
    );
  } else if (patient === 3) {
    plan.prescriptions.push({
      medication: { name: 'Amoxicilline', strength: '500 mg' },
      frequency_usage: 3,
      frequency_unit_id: 'D',
      dosage_amount: 1,
      dosage_form_id: 'CAP',
      amount_of_time: 7,
      delivery_form_id: 'BOX',
      instructions: 'Kuur afmaken',
      administrative_datetime: daysAgo(now, 12, 50),
    });
    plan.vaccinations.push({
      vaccine_id: 'YF',
      dosage_form_id: 'PWD-INJ',
      route_identifyer_id: '34206005',
      route_text_id: 'SC',
      administered_site_id: 'LA',
      amount: 0.5,
      unit: 'ml',
      start: dayAgo(now, 1500),
      organization_id: 'BOG',
    });
  } else if (patient < 12 && patient % 2 === 0) {
    plan.vaccinations.push(influenza(now, 30 + patient * 5));
  }
  return plan;
}
