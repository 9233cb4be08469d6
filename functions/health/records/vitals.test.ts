import { vitalsKind } from '@praktijk/shared/record-kinds';
import { type VitalsFields } from '@praktijk/shared/records/vitals';
import { describe, expect, it } from 'vitest';
import { type StoredHealthRecord } from '../../records/shown-records';
import { showVitals } from './vitals';

// Spec 2 §3 "Vitals" display: readings with units and how they were taken, both blood-pressure
// readings and their averages, and the date the list sorts by.
const fields = vitalsKind.schemas.administration.parse({ pulse_rate: 1 }) as VitalsFields;
const stored = (extra: Partial<VitalsFields & StoredHealthRecord>) =>
  ({
    ...fields,
    pulse_rate: null,
    id: '01JVITALS00000000000000000',
    patient_id: '01JPATIENT0000000000000000',
    created: '2026-03-02T12:05:00.000Z',
    consistency_token: 't',
    decursus: null,
    ...extra,
  }) as VitalsFields & StoredHealthRecord;

describe('showVitals', () => {
  it('shows each reading with its unit and the names of how it was taken', () => {
    const shown = showVitals(
      stored({
        temperature: 37.5,
        temperature_method_id: 'TMP-OR',
        pulse_rate: 72,
        pulse_strength_id: '2',
        pulse_rate_method_id: 'PR-PAL',
        respiration_rate: 16,
        saturation: 98,
        heart_rhythm_id: 'REG',
        heart_rhythm_type_id: 'SR',
        names: {
          temperature_method_id: 'Oral',
          pulse_strength_id: 'Normal',
          pulse_rate_method_id: 'Palpation',
          heart_rhythm_id: 'Regular',
          heart_rhythm_type_id: 'Sinus rhythm',
        },
      }),
    );
    expect(shown).toMatchObject({
      temperature_full: '37.5 °C (Oral)',
      pulse_rate_full: '72 bpm (Normal, Palpation)',
      respiration_rate_full: '16 breaths/min',
      saturation_full: '98 %',
      heart_rhythm_full: 'Regular, Sinus rhythm',
    });
  });

  it('shows both blood-pressure readings, a missing half as a dash, and the averages of what was measured', () => {
    const shown = showVitals(
      stored({
        blood_pressure_systolic: 120,
        blood_pressure_diastolic: 80,
        blood_pressure_side_id: 'L',
        blood_pressure_2_systolic: 131,
        blood_pressure_2_diastolic: null,
        names: { blood_pressure_side_id: 'Left arm' },
      }),
    );
    expect(shown).toMatchObject({
      blood_pressure_full: '120/80 mm Hg (Left arm)',
      blood_pressure_2_full: '131/– mm Hg',
      blood_pressure_systolic_average: 125.5,
      blood_pressure_diastolic_average: 80,
    });
  });

  it('leaves what was not measured null', () => {
    const shown = showVitals(stored({ saturation: 97 }));
    expect(shown).toMatchObject({
      temperature_full: null,
      heart_rhythm_full: null,
      pulse_rate_full: null,
      blood_pressure_full: null,
      blood_pressure_2_full: null,
      blood_pressure_systolic_average: null,
      blood_pressure_diastolic_average: null,
    });
  });

  it('dates it when taken, else when recorded on the practice clock', () => {
    expect(showVitals(stored({ saturation: 97, administrative_datetime: '2026-02-01T08:15' })).vitals_date).toBe('2026-02-01T08:15');
    expect(showVitals(stored({ saturation: 97 })).vitals_date).toBe('2026-03-02T09:05');
  });
});
