import { measurementsKind, vitalsKind } from '@praktijk/shared/record-kinds';
import { type VitalsFields } from '@praktijk/shared/records/vitals';
import { type ChartData } from '@praktijk/shared/schemas/health-charts';
import { type RequestContext } from '../lib/auth/context';
import { type Input } from '../lib/http/types';
import { recentPatientRecords } from '../records/record-pages';
import { normalised, type StoredMeasurements } from './records/measurements';
import { chartOf, type Series } from '../records/record-charts';
import { average, dateOf, type StoredHealthRecord } from '../records/shown-records';

// Chart data of vital functions and measurements (spec 3 §3 "Chart data"): one Query of the latest
// `points` records before a position, oldest to newest, one dataset per quantity.
type StoredVitals = StoredHealthRecord & VitalsFields;
const VITAL_SERIES: readonly Series<StoredVitals>[] = [
  { label: 'Temperature', unit: '°C', colour: '#d63f38', value: (v) => v.temperature },
  { label: 'Pulse rate', unit: 'bpm', colour: '#688ae8', value: (v) => v.pulse_rate },
  { label: 'Respiration rate', unit: 'breaths/min', colour: '#2ea597', value: (v) => v.respiration_rate },
  { label: 'Systolic', unit: 'mm Hg', colour: '#8456ce', value: (v) => average(v.blood_pressure_systolic, v.blood_pressure_2_systolic) },
  { label: 'Diastolic', unit: 'mm Hg', colour: '#e07941', value: (v) => average(v.blood_pressure_diastolic, v.blood_pressure_2_diastolic) },
  { label: 'Saturation', unit: '%', colour: '#3184c2', value: (v) => v.saturation },
];

const MEASUREMENT_SERIES: readonly Series<StoredMeasurements>[] = [
  { label: 'Weight', unit: 'kg', colour: '#688ae8', value: (m) => normalised(m).weightKg },
  { label: 'Height', unit: 'cm', colour: '#2ea597', value: (m) => normalised(m).heightCm },
  { label: 'BMI', unit: 'kg/m2', colour: '#8456ce', value: (m) => normalised(m).bmi },
  { label: 'Waist', unit: 'cm', colour: '#e07941', value: (m) => m.waist },
  { label: 'Hip', unit: 'cm', colour: '#c33d69', value: (m) => m.hip },
  { label: 'Glucose', unit: 'mmol/L', colour: '#d63f38', value: (m) => m.glucose },
  { label: 'HbA1c', unit: 'mmol/mol', colour: '#3184c2', value: (m) => m.hba1c },
  { label: 'eGFR', unit: 'mL/min/1.73m2', colour: '#7d8998', value: (m) => m.egfr },
];

export async function getVitalsChart({ params, query }: Input<'getVitalsChart'>, ctx: RequestContext): Promise<ChartData> {
  const { records, older } = await recentPatientRecords<StoredVitals>(ctx.data, vitalsKind, params.id, query.points, query.before);
  return chartOf(records, older, VITAL_SERIES, (r) => dateOf(vitalsKind, r));
}

export async function getMeasurementsChart({ params, query }: Input<'getMeasurementsChart'>, ctx: RequestContext): Promise<ChartData> {
  const { records, older } = await recentPatientRecords<StoredMeasurements>(ctx.data, measurementsKind, params.id, query.points, query.before);
  return chartOf(records, older, MEASUREMENT_SERIES, (r) => dateOf(measurementsKind, r));
}
