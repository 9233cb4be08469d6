import { measurementsKind } from '@praktijk/shared/record-kinds';
import { isMeasurement } from '@praktijk/shared/records/health-fields';
import {
  bodyMassIndex,
  HEIGHT_CM_BOUNDS,
  type HeightUnit,
  toCentimetres,
  toKilograms,
  WEIGHT_KG_BOUNDS,
  type WeightUnit,
} from '@praktijk/shared/records/health-units';
import { MEASUREMENTS_REFERENCES } from '@praktijk/shared/records/measurements';
import { type FieldCatalogues } from '../vitals/catalogue-defaults';
import { type DateTimeValue, localDateTimeOf, NO_DATE_TIME } from '../vitals/date-time-value';
import { recordFormSchema } from '../vitals/record-form';

// The Measurements add form (spec 2 §3 "Measurements", §5, §9): height and weight in the unit
// they were taken in, the other values in their fixed units, when they were taken.
export type MeasurementsFormValues = {
  height: string;
  height_unit: HeightUnit;
  height_method_id: string | null;
  weight: string;
  weight_unit: WeightUnit;
  weight_method_id: string | null;
  waist: string;
  hip: string;
  glucose: string;
  hba1c: string;
  egfr: string;
  administrative_datetime: DateTimeValue;
};

export const EMPTY_MEASUREMENTS: MeasurementsFormValues = {
  height: '',
  height_unit: 'cm',
  height_method_id: null,
  weight: '',
  weight_unit: 'kg',
  weight_method_id: null,
  waist: '',
  hip: '',
  glucose: '',
  hba1c: '',
  egfr: '',
  administrative_datetime: NO_DATE_TIME,
};

export const MEASUREMENTS_CATALOGUES: FieldCatalogues = MEASUREMENTS_REFERENCES;

export function measurementsBody(values: MeasurementsFormValues): Record<string, unknown> {
  return { ...values, administrative_datetime: localDateTimeOf(values.administrative_datetime) };
}

export const measurementsFields = measurementsKind.schemas.administration;
export const measurementsFormSchema = recordFormSchema<MeasurementsFormValues>(measurementsFields, measurementsBody);

const valueOf = (text: string): number | null => (isMeasurement(text) ? Number(text.trim().replace(',', '.')) : null);
const within = (value: number | null, bounds: { min: number; max: number }) => (value !== null && value >= bounds.min && value <= bounds.max ? value : null);

/**
 * The BMI the server will store, shown while the user types (the same shared functions, so both
 * agree); none until height and weight are both plausible, so a half-typed '18' cm shows nothing.
 */
export function bmiPreview(values: Pick<MeasurementsFormValues, 'height' | 'height_unit' | 'weight' | 'weight_unit'>): number | null {
  const heightCm = within(toCentimetres(valueOf(values.height), values.height_unit), HEIGHT_CM_BOUNDS);
  const weightKg = within(toKilograms(valueOf(values.weight), values.weight_unit), WEIGHT_KG_BOUNDS);
  return bodyMassIndex(heightCm, weightKg);
}
