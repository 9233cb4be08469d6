import { type PrescriptionTemplate } from '@praktijk/shared/schemas/prescription-templates';
import { describe, expect, it } from 'vitest';
import { EMPTY_PRESCRIPTION } from './prescription-form';
import { templateBody, templateValues } from './prescription-templates';

const dosage = {
  is_chronic: true,
  repeat_prescription: 2,
  repeat_date_id: '1M',
  strength: 500,
  unit_id: 'MG',
  frequency_usage: 2,
  frequency_unit_id: 'D',
  dosage_amount: 1,
  dosage_form_id: 'CAP',
  amount_of_time: 30,
  delivery_form_id: null,
  instructions: 'Na het eten',
};

describe('prescription templates (spec 2 §3, §4)', () => {
  it("saves the form's medication and dosage, never its date or allergy acknowledgement", () => {
    const values = {
      ...EMPTY_PRESCRIPTION,
      medication_id: 'MED1',
      is_chronic: true,
      repeat_prescription: '2',
      repeat_date_id: '1M',
      strength: '500',
      unit_id: 'MG',
      frequency_usage: '2',
      frequency_unit_id: 'D',
      dosage_amount: '1',
      dosage_form_id: 'CAP',
      amount_of_time: '30',
      instructions: 'Na het eten',
      administrative_datetime: { date: '2025-01-12', time: '10:00' },
      allergic: true,
      allergy_acknowledged: true,
    };
    expect(templateBody(values, ' Amoxicilline  kuur ').data).toEqual({ name: 'Amoxicilline kuur', medication_id: 'MED1', other: '', dosage });
    expect(templateBody({ ...values, medication_id: null }, 'Schema').success).toBe(true); // a dosage scheme alone
    expect(templateBody(values, ' ').error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', 'This field is required.']]);
    expect(templateBody({ ...values, strength: '1.2345' }, 'X').error?.issues.map((i) => i.path.join('.'))).toEqual(['dosage.strength']);
  });

  it('loads a template into the form', () => {
    const template = { id: 't1', name: 'Gember', medication_id: null, medication: null, other: 'Gemberthee', dosage, created: '', consistency_token: 't' };
    expect(templateValues(template as PrescriptionTemplate)).toMatchObject({
      medication_id: null,
      other_chosen: true,
      other: 'Gemberthee',
      is_chronic: true,
      repeat_prescription: '2',
      strength: '500',
      amount_of_time: '30',
      instructions: 'Na het eten',
      administrative_datetime: { date: '', time: '' },
    });
  });
});
