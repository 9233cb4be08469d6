import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '@praktijk/functions/lib/data/client';
import { listAuditLog } from '@praktijk/functions/lib/data/audit-log';
import { createRecord, deleteRecord, updateRecord, type AuditSubject } from '@praktijk/functions/lib/data/write';
import { ConflictError, NotFoundError, ValidationError } from '@praktijk/functions/lib/errors';
import { twin } from '../support/twin-env';

// The data layer against DynamoDB Local: writes and their audit entries in one transaction,
// optimistic locking (409 stale, 404 gone), paging by cursor within one partition only.
const tenantId = ulid();
const subjectId = ulid();
const key = (id: string) => ({ PK: `T#${tenantId}#TEST`, SK: `REC#${id}` });
const audit = (objectId: string, model = 'memo'): AuditSubject => ({ tenantId, subjectId, model, objectId, userId: 'U1', username: 'tester@praktijk.test' });
const read = async (id: string) => (await db().send(new GetCommand({ TableName: tableName(), Key: key(id) }))).Item;

beforeAll(() => {
  twin();
});

describe('records with audit entries', () => {
  it('creates, updates and deletes with one audit entry each, newest first', async () => {
    const id = ulid();
    const created = await createRecord(key(id), { id, text: 'Allergic to penicillin' }, audit(id));
    const updated = await updateRecord(
      key(id),
      { id, text: 'Allergic to penicillin' },
      { id, text: 'Allergic to penicillin and latex' },
      created.consistency_token,
      audit(id),
    );
    expect(updated.consistency_token).not.toBe(created.consistency_token);
    await deleteRecord(key(id), updated, updated.consistency_token, audit(id));
    expect(await read(id)).toBeUndefined();

    const log = await listAuditLog({ tenantId, subjectId, limit: 10 });
    const mine = log.results.filter((e) => e.object_id === id);
    expect(mine.map((e) => e.log_type)).toEqual(['-', '~', '+']);
    expect(mine[1]!.changes).toEqual([{ field: 'text', old: 'Allergic to penicillin', new: 'Allergic to penicillin and latex' }]);
    expect(mine[2]!.changes).toContainEqual({ field: 'text', old: null, new: 'Allergic to penicillin' });
  });

  it('answers 409 for a stale token and 404 for a vanished record, writing nothing', async () => {
    const id = ulid();
    const created = await createRecord(key(id), { id, text: 'v1' }, audit(id));
    await updateRecord(key(id), { id, text: 'v1' }, { id, text: 'v2' }, created.consistency_token, audit(id));
    await expect(updateRecord(key(id), { id, text: 'v1' }, { id, text: 'v3' }, created.consistency_token, audit(id))).rejects.toBeInstanceOf(ConflictError);
    expect((await read(id))?.text).toBe('v2');
    const entries = (await listAuditLog({ tenantId, subjectId, limit: 50 })).results.filter((e) => e.object_id === id);
    expect(entries).toHaveLength(2); // the refused change left no log line
    await expect(updateRecord(key(ulid()), {}, { text: 'x' }, 'any', audit(id))).rejects.toBeInstanceOf(NotFoundError);
    await expect(createRecord(key(id), { id, text: 'again' })).rejects.toBeInstanceOf(ConflictError);
  });

  it('pages the log by cursor and filters it by model', async () => {
    const id = ulid();
    await createRecord(key(id), { id, n: 1 }, audit(id, 'insurance'));
    const first = await listAuditLog({ tenantId, subjectId, limit: 2 });
    expect(first.results).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const second = await listAuditLog({ tenantId, subjectId, limit: 2, cursor: first.next });
    expect(second.results[0]!.id).not.toBe(first.results[1]!.id);
    const insurance = await listAuditLog({ tenantId, subjectId, model: 'insurance', limit: 10 });
    expect(insurance.results.map((e) => e.model_name)).toEqual(['insurance']);
    const otherTenant = await listAuditLog({ tenantId: ulid(), subjectId, limit: 10 });
    expect(otherTenant.results).toEqual([]);
    await expect(listAuditLog({ tenantId: ulid(), subjectId, limit: 2, cursor: first.next })).rejects.toBeInstanceOf(ValidationError);
  });
});
