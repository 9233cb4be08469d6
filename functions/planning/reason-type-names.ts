import { tableName } from '../lib/data/client';
import { keys } from '../lib/data/keys';
import { type Guarded, type TransactItem } from '../lib/data/transact';
import { ValidationError } from '../lib/errors';
import { nameKey } from '@praktijk/shared/text';

// A reason type's name is unique per owner (the practice's general reasons, or one physician's
// own), in any case. Like the practice's templates the name is a reservation item written, moved
// and released in the reason's own transaction: of twenty users creating the same name at once one
// gets it and the others the 400, never two reasons (no read-then-write).
export const REASON_NAME_TAKEN = 'A reason with this name already exists.';

interface Named {
  id: string;
  name: string;
  practitioner: string | null;
}

const GENERAL_OWNER = 'PRACTICE';
const reasonNameKey = (tenantId: string, reason: Omit<Named, 'id'>) =>
  keys.consultReasonTypeName(tenantId, reason.practitioner ?? GENERAL_OWNER, nameKey(reason.name));

/** Takes the reason's name for its owner; fails with the 400 when another reason holds it. */
export function takeReasonName(tenantId: string, reason: Named): Guarded {
  const Item = { ...reasonNameKey(tenantId, reason), entity: 'consult-reason-type-name', reason_id: reason.id };
  return {
    item: { Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' } },
    refusal: ValidationError.field('name', REASON_NAME_TAKEN),
  };
}

/** Gives the name back: only this reason's own reservation (a reason written before reservations has none). */
export function releaseReasonName(tenantId: string, reason: Named): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: reasonNameKey(tenantId, reason),
      ConditionExpression: 'attribute_not_exists(PK) OR reason_id = :id',
      ExpressionAttributeValues: { ':id': reason.id },
    },
  };
}

/** The items that move a reservation when the name (not only its case) or the owner changes; none otherwise. */
export function moveReasonName(tenantId: string, before: Named, after: Named): (TransactItem | Guarded)[] {
  const same = nameKey(before.name) === nameKey(after.name) && (before.practitioner ?? null) === (after.practitioner ?? null);
  return same ? [] : [releaseReasonName(tenantId, before), takeReasonName(tenantId, after)];
}
