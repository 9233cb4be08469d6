import { describe, expect, it } from 'vitest';
import { EMPTY_VITALS, secondReadingOpen, vitalsFormSchema } from './vitals-form';

const issues = (values: typeof EMPTY_VITALS) => (vitalsFormSchema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('vital functions form', () => {
  it('refuses an empty record with the banner message', () => {
    expect(issues(EMPTY_VITALS)).toEqual([['', 'Enter at least one vital function.']]);
  });

  it('applies the measurement rule to temperature and saturation and the numeric rule to pulse, respiration and pressures', () => {
    expect(issues({ ...EMPTY_VITALS, temperature: '37.555', saturation: '97.5', pulse_rate: '72.5', blood_pressure_systolic: '120.5' })).toEqual([
      ['temperature', 'The temperature field must be a number with one or two decimal places'],
      ['pulse_rate', 'The pulse rate field may only contain numeric characters'],
      ['blood_pressure_systolic', 'The systolic blood pressure field may only contain numeric characters'],
    ]);
  });

  it('opens each second reading after its own first', () => {
    expect(secondReadingOpen(EMPTY_VITALS)).toEqual({ systolic: false, diastolic: false, side: false });
    expect(secondReadingOpen({ ...EMPTY_VITALS, blood_pressure_systolic: '120' })).toEqual({ systolic: true, diastolic: false, side: true });
    expect(secondReadingOpen({ ...EMPTY_VITALS, blood_pressure_diastolic: '80' })).toEqual({ systolic: false, diastolic: true, side: true });
  });

  it('passes a full record', () => {
    expect(
      issues({
        ...EMPTY_VITALS,
        temperature: '37.5',
        temperature_method_id: 'TMP-OR',
        blood_pressure_systolic: '120',
        blood_pressure_diastolic: '80',
        blood_pressure_2_systolic: '125',
        blood_pressure_2_diastolic: '82',
        administrative_datetime: { date: '2025-01-31', time: '08:15' },
      }),
    ).toEqual([]);
  });
});
