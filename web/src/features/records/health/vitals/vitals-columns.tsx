import { type PagedColumn } from '@/components/table/PagedTable';
import { type ApiResult } from '@/query/api-query';
import { labelWithUnit } from './reading-text';
import { wallClockText } from './wall-clock-text';

export type VitalsRecord = ApiResult<'listVitals'>['results'][number];

// The six blood-pressure columns carry their unit in the header ('BP systolic 1 (mm Hg)', spec 2 §9
// "blood pressure in mm Hg"): with the unit in each cell the wide table wraps every pressure onto two lines.
export const BLOOD_PRESSURE_UNIT = 'mm Hg';
const pressure = (value: number | null) => (value === null ? null : String(value));
const BP = { minWidth: 80 };
const bp = (label: string) => labelWithUnit(label, BLOOD_PRESSURE_UNIT);

/** The Vital Functions table (spec 2 §2): the date, each reading as shown by the server, and both blood-pressure readings with their averages. */
export const VITALS_COLUMNS: readonly PagedColumn<VitalsRecord>[] = [
  { id: 'vitals_date', header: 'Date/Time', cell: (v) => wallClockText(v.vitals_date) },
  { id: 'temperature', header: 'Temperature', cell: (v) => v.temperature_full },
  { id: 'heart_rhythm', header: 'Heart Rhythm', cell: (v) => v.heart_rhythm_full },
  { id: 'pulse_rate', header: 'Pulse Rate', cell: (v) => v.pulse_rate_full, minWidth: 90 },
  { id: 'respiration_rate', header: 'Respiration Rate', cell: (v) => v.respiration_rate_full },
  { id: 'bp_systolic_1', header: bp('BP systolic 1'), cell: (v) => pressure(v.blood_pressure_systolic), ...BP },
  { id: 'bp_systolic_2', header: bp('BP systolic 2'), cell: (v) => pressure(v.blood_pressure_2_systolic), ...BP },
  { id: 'bp_systolic_avg', header: bp('BP systolic avg'), cell: (v) => pressure(v.blood_pressure_systolic_average), ...BP },
  { id: 'bp_diastolic_1', header: bp('BP diastolic 1'), cell: (v) => pressure(v.blood_pressure_diastolic), ...BP },
  { id: 'bp_diastolic_2', header: bp('BP diastolic 2'), cell: (v) => pressure(v.blood_pressure_2_diastolic), ...BP },
  { id: 'bp_diastolic_avg', header: bp('BP diastolic avg'), cell: (v) => pressure(v.blood_pressure_diastolic_average), ...BP },
  { id: 'saturation', header: 'Saturation', cell: (v) => v.saturation_full },
];

/** Names a row for screen readers: 'vital functions of 31-01-2025 08:15'. */
export const vitalsRowLabel = (v: VitalsRecord) => `vital functions of ${wallClockText(v.vitals_date)}`;
