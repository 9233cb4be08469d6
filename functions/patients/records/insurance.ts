import { insuranceKind } from '@praktijk/shared/record-kinds';
import { assertInsuranceChoice } from '../../catalogue/domain/references';
import { recordOperations } from '../../records/operations';

// Insurances: company and type must exist, the type belong to the company (spec 2 §4); the
// primary slot is listed first.
export const insuranceOperations = recordOperations(insuranceKind, {
  check: (fields) => assertInsuranceChoice(fields.company_id, fields.type_id),
  order: (a, b) => Number(b.is_primary) - Number(a.is_primary),
});
