import { historyKind } from '@praktijk/shared/record-kinds';
import { findItems } from '../../catalogue/domain/store';
import { ValidationError } from '../../lib/errors';
import { recordOperations } from '../../records/operations';

// General History: its ICPC codes must be ICPC-2 rubrics of the catalogue (not a chapter: the
// picker offers chapters only as tabs to filter by).
export const historyOperations = recordOperations(historyKind, {
  async check(fields) {
    if (!fields.icpc_ids.length) return;
    const found = await findItems('icpc_codes', fields.icpc_ids);
    const invalid = fields.icpc_ids.filter((id) => found.get(id)?.parent == null);
    if (invalid.length) throw ValidationError.field('icpc_ids', `Select a valid choice. ${invalid.join(', ')} is not one of the available choices.`);
  },
});
