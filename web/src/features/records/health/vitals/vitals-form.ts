import { vitalsKind } from '@praktijk/shared/record-kinds';
import { VITALS_REFERENCES } from '@praktijk/shared/records/vitals';
import { type DateTimeValue, localDateTimeOf, NO_DATE_TIME } from './date-time-value';
import { type FieldCatalogues } from './catalogue-defaults';
import { recordFormSchema } from './record-form';

// The Vital Functions add form (spec 2 §3 "Vitals", §4, §5): every reading as typed text, every
// method and type as a catalogue id or null, and when they were taken.
type Reference = keyof typeof VITALS_REFERENCES;

export type VitalsFormValues = {
  temperature: string;
  pulse_rate: string;
  respiration_rate: string;
  blood_pressure_systolic: string;
  blood_pressure_diastolic: string;
  blood_pressure_2_systolic: string;
  blood_pressure_2_diastolic: string;
  saturation: string;
  administrative_datetime: DateTimeValue;
} & Record<Reference, string | null>;

const READINGS = [
  'temperature',
  'pulse_rate',
  'respiration_rate',
  'blood_pressure_systolic',
  'blood_pressure_diastolic',
  'blood_pressure_2_systolic',
  'blood_pressure_2_diastolic',
  'saturation',
] as const;

const noReferences = Object.fromEntries(Object.keys(VITALS_REFERENCES).map((field) => [field, null])) as Record<Reference, null>;
export const EMPTY_VITALS: VitalsFormValues = {
  ...(Object.fromEntries(READINGS.map((field) => [field, ''])) as Record<(typeof READINGS)[number], string>),
  ...noReferences,
  administrative_datetime: NO_DATE_TIME,
};

/** Each select's catalogue, for the user's defaults. */
export const VITALS_CATALOGUES: FieldCatalogues = VITALS_REFERENCES;

export function vitalsBody(values: VitalsFormValues): Record<string, unknown> {
  return { ...values, administrative_datetime: localDateTimeOf(values.administrative_datetime) };
}

export const vitalsFields = vitalsKind.schemas.administration;
export const vitalsFormSchema = recordFormSchema<VitalsFormValues>(vitalsFields, vitalsBody);

/**
 * Spec 2 §4: a second-reading value waits for the matching first one (systolic 2 after systolic
 * 1, diastolic 2 after diastolic 1); its side for either first reading.
 */
export function secondReadingOpen(values: VitalsFormValues) {
  const systolic = values.blood_pressure_systolic !== '';
  const diastolic = values.blood_pressure_diastolic !== '';
  return { systolic, diastolic, side: systolic || diastolic };
}

/** A first reading cleared takes its second with it: a second reading without a first is refused (SECOND_READING_FIRST). */
export const SECOND_OF = { blood_pressure_systolic: 'blood_pressure_2_systolic', blood_pressure_diastolic: 'blood_pressure_2_diastolic' } as const;
