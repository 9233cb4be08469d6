import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { patientCreateSchema } from '@praktijk/shared/schemas/patients';
import { describe, expect, it } from 'vitest';
import {
  canAddEmployer,
  capitalised,
  EMPTY_PATIENT,
  patientPayload,
  pickAddress,
  setDeceased,
  setForeigner,
  toggleAlternateAddress,
} from './patient-form-values';

const item = (id: string, parent: string | null): CatalogueItem => ({ id, code: id, name: id, parent, parent_id: parent, parent_name: null });

describe('demographics rules (spec 2 §4)', () => {
  it('clears the address fields when the alternate address is switched either way', () => {
    for (const on of [true, false])
      expect(toggleAlternateAddress(on)).toEqual({
        use_alternate_address: on,
        district_id: null,
        resort_id: null,
        address_id: null,
        address_number: '',
        address_alternate: '',
      });
  });
  it('fills resort and district from the parent codes of a picked address', () => {
    expect(pickAddress(item('A1', 'R1'), [item('R1', 'D1')])).toEqual({ address_id: 'A1', resort_id: 'R1', district_id: 'D1' });
  });
  it('clears the ID fields when Is Foreigner is ticked', () => {
    expect(setForeigner(true)).toEqual({ local_foreigner: true, id_type_id: null, id_number: '' });
  });
  it('clears the deceased date when deceased is unticked', () => {
    expect(setDeceased(false)).toEqual({ deceased_indicator: false, deceased_date: '' });
  });
  it('refuses an empty employer and one that exists in any case', () => {
    expect(canAddEmployer('  ', [])).toBe(false);
    expect(canAddEmployer('staatsolie', [{ name: 'Staatsolie' }])).toBe(false);
    expect(canAddEmployer('Staatsolie NV', [{ name: 'Staatsolie' }])).toBe(true);
  });
  it('makes an empty form fail the shared schema on the required fields only', () => {
    const result = patientCreateSchema.safeParse(patientPayload(EMPTY_PATIENT));
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path.join('.')));
    expect([...fields].sort()).toEqual(['biological_gender_id', 'date_of_birth', 'first_name', 'surname']);
    expect(result.error?.issues.every((issue) => issue.message === 'This field is required.')).toBe(true);
  });
});

describe('names capitalised as they are typed (spec 2 §5, issue 21 §8)', () => {
  it('keeps the particles of a surname as typed, letter by letter', () => {
    let typed = '';
    for (const key of 'van der berg') typed = capitalised('surname', typed + key);
    expect(typed).toBe('van der Berg');
    expect(capitalised('contact_surname', "in 't veld")).toBe("in 't Veld");
    expect(capitalised('first_name', 'anna-maria')).toBe('Anna-Maria');
  });

  it('saves a surname as the form shows it, and refuses a name that starts like a formula', () => {
    const base = { ...patientPayload(EMPTY_PATIENT), first_name: 'Ingrid', date_of_birth: '1980-01-01', biological_gender_id: 'F' };
    const saved = patientCreateSchema.safeParse({ ...base, surname: 'van der berg' });
    expect(saved.success && saved.data.surname).toBe('van der Berg');
    const formula = patientCreateSchema.safeParse({ ...base, surname: '=HYPERLINK("http://evil.example";"klik")' });
    expect(formula.success).toBe(false);
    expect(formula.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['surname', 'A name cannot start with =, +, - or @.']]);
  });
});
