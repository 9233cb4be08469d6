import { type PagedColumn } from '@/components/table/PagedTable';
import { type ApiResult } from '@/query/api-query';
import { wallClockText } from '../vitals/wall-clock-text';

export type MeasurementsRecord = ApiResult<'listMeasurements'>['results'][number];

/** The Measurements table (spec 2 §2): height and weight as taken, BMI, the rest in their units (spec 2 §9). */
export const MEASUREMENTS_COLUMNS: readonly PagedColumn<MeasurementsRecord>[] = [
  { id: 'measurement_date', header: 'Date/Time', cell: (m) => wallClockText(m.measurement_date), minWidth: 150 },
  { id: 'weight', header: 'Weight', cell: (m) => m.weight_full },
  { id: 'height', header: 'Height', cell: (m) => m.height_full },
  { id: 'bmi', header: 'BMI', cell: (m) => (m.bmi === null ? null : String(m.bmi)) },
  { id: 'waist', header: 'Waist', cell: (m) => m.waist_full },
  { id: 'hip', header: 'Hip', cell: (m) => m.hip_full },
  { id: 'glucose', header: 'Glucose', cell: (m) => m.glucose_full },
  { id: 'hba1c', header: 'HbA1c', cell: (m) => m.hba1c_full },
  { id: 'egfr', header: 'eGFR', cell: (m) => m.egfr_full },
];

/** Names a row for screen readers: 'measurements of 31-01-2025 08:15'. */
export const measurementsRowLabel = (m: MeasurementsRecord) => `measurements of ${wallClockText(m.measurement_date)}`;
