import { memoKind } from '@praktijk/shared/record-kinds';
import { recordOperations } from '../../records/operations';

// The memo has no rules beyond its declaration (one per patient: a guard item).
export const memoOperations = recordOperations(memoKind);
