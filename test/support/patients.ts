import { type patientCreateSchema } from '@praktijk/shared/schemas/patients';
import { type z } from 'zod';

type NewPatient = z.input<typeof patientCreateSchema>;

/** A valid New Patient body; override what a test is about (the override's types win). */
export function newPatientBody<O extends object = object>(overrides: O = {} as O): NewPatient & O {
  const valid: NewPatient = {
    first_name: 'anna-maria',
    surname: 'kromodimedjo',
    date_of_birth: '1984-07-03',
    biological_gender_id: 'F',
    phone_mobile: ['8123456'],
    email: 'anna@example.sr',
  };
  return { ...valid, ...overrides };
}

/** A valid insurance of the national insurer (company, a type of that company, number, dates); override what a test is about. */
export function insuranceFields<O extends object = object>(overrides: O = {} as O) {
  return { company_id: 'SZF', type_id: 'SZF-BZV', number: '123-456', effective_date: '2026-01-01', expiry_date: '2026-12-31', ...overrides };
}
