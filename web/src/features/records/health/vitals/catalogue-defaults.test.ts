import { describe, expect, it } from 'vitest';
import { defaultsFrom, prefilled } from './catalogue-defaults';

const fields = { temperature_method_id: 'temperature_methods', bp_method_id: 'blood_pressure_methods', bp_2_method_id: 'blood_pressure_methods' };

describe('catalogue defaults', () => {
  it('prefill every select of a catalogue that has a default', () => {
    const values = { temperature: '', temperature_method_id: null, bp_method_id: null, bp_2_method_id: null };
    expect(prefilled(values, fields, { blood_pressure_methods: 'BP-AUT', titles: 'MR' })).toEqual({
      temperature: '',
      temperature_method_id: null,
      bp_method_id: 'BP-AUT',
      bp_2_method_id: 'BP-AUT',
    });
  });

  it("are saved from the form's first choice per catalogue, clear what is not chosen and keep other forms' defaults", () => {
    const values = { temperature_method_id: null, bp_method_id: null, bp_2_method_id: 'BP-MAN' };
    expect(defaultsFrom(values, fields, { temperature_methods: 'TMP-OR', titles: 'MR' })).toEqual({ blood_pressure_methods: 'BP-MAN', titles: 'MR' });
  });
});
