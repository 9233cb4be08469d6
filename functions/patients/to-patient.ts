import { type Patient } from '@praktijk/shared/schemas/patients';
import { fullName, nameWithEmployer, toSummary, type StoredPatient } from './domain/summary';

export function toPatient(p: StoredPatient): Patient {
  return { ...p, name: fullName(p), name_with_employer: nameWithEmployer(p), age: toSummary(p).age };
}
