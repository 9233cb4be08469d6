import { vitalsKind } from '@praktijk/shared/record-kinds';
import { VITALS_REFERENCES, type VitalsFields } from '@praktijk/shared/records/vitals';
import { namesOf, readReferences } from '../../catalogue/domain/record-references';
import { recordOperations } from '../../records/operations';
import { average, dateOf, full, nameOf, type StoredHealthRecord } from '../../records/shown-records';

type StoredVitals = StoredHealthRecord & VitalsFields;

/** Spec 2 §3 "Vitals" display: each reading with its unit (spec 2 §9) and how it was taken; both blood-pressure readings and their averages. */
export function showVitals(v: StoredVitals) {
  const n = (field: keyof typeof VITALS_REFERENCES) => nameOf(v, field);
  const pressure = (sys: number | null, dia: number | null, side: string | null) =>
    sys === null && dia === null ? null : `${sys ?? '–'}/${dia ?? '–'} mm Hg${side ? ` (${side})` : ''}`;
  const rhythm = [n('heart_rhythm_id'), n('heart_rhythm_type_id'), n('palpation_location_id')].filter(Boolean).join(', ');
  return {
    ...v,
    vitals_date: dateOf(vitalsKind, v),
    temperature_full: full(v.temperature, '°C', n('temperature_method_id')),
    heart_rhythm_full: rhythm || null,
    pulse_rate_full: full(v.pulse_rate, 'bpm', n('pulse_strength_id'), n('pulse_rate_method_id')),
    respiration_rate_full: full(v.respiration_rate, 'breaths/min', n('respiration_type_id'), n('respiration_rhythm_id')),
    blood_pressure_full: pressure(v.blood_pressure_systolic, v.blood_pressure_diastolic, n('blood_pressure_side_id')),
    blood_pressure_2_full: pressure(v.blood_pressure_2_systolic, v.blood_pressure_2_diastolic, n('blood_pressure_2_side_id')),
    blood_pressure_systolic_average: average(v.blood_pressure_systolic, v.blood_pressure_2_systolic),
    blood_pressure_diastolic_average: average(v.blood_pressure_diastolic, v.blood_pressure_2_diastolic),
    saturation_full: full(v.saturation, '%'),
  };
}

export const vitalsOperations = recordOperations(vitalsKind, {
  async enrich(fields) {
    return { names: namesOf(await readReferences(fields, VITALS_REFERENCES)) };
  },
  async show(records) {
    return records.map((r) => showVitals(r as StoredVitals));
  },
});
