/** A valid New Patient body; override what a test is about. */
export function newPatientBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'anna-maria',
    surname: 'kromodimedjo',
    date_of_birth: '1984-07-03',
    biological_gender_id: 'F',
    phone_mobile: ['8123456'],
    email: 'anna@example.sr',
    ...overrides,
  };
}
