import { beforeAll, describe, expect, it } from 'vitest';
import { auditPut, diffFields, LOG_TYPES } from './audit';

beforeAll(() => {
  process.env.TABLE_NAME = 'praktijk-test';
});

describe('diffFields', () => {
  it('lists changed fields with old and new values, ignoring keys and tokens', () => {
    const before = { PK: 'x', first_name: 'Anna', last_name: 'Kromo', consistency_token: 'a', phones: ['1'] };
    const after = { PK: 'y', first_name: 'Anna', last_name: 'Kromodimedjo', consistency_token: 'b', phones: ['1', '2'] };
    expect(diffFields(before, after)).toEqual([
      { field: 'last_name', old: 'Kromo', new: 'Kromodimedjo' },
      { field: 'phones', old: ['1'], new: ['1', '2'] },
    ]);
  });
  it('treats a creation as every field going from null', () => {
    expect(diffFields(undefined, { name: 'A' })).toEqual([{ field: 'name', old: null, new: 'A' }]);
  });
  it('leaves out nothing going to nothing: null, empty text and empty lists, and unset flags of a new record', () => {
    expect(diffFields({ a: null, b: '', c: [], d: 'x' }, { a: '', b: [], c: null, d: 'x' })).toEqual([]);
    expect(diffFields(undefined, { name: 'A', email: '', phones: [], twin: false, blocked: true })).toEqual([
      { field: 'blocked', old: null, new: true },
      { field: 'name', old: null, new: 'A' },
    ]);
    expect(diffFields({ twin: false }, { twin: true })).toEqual([{ field: 'twin', old: false, new: true }]);
  });
  it('keeps a user name given for the entry', () => {
    const put = auditPut({
      tenantId: 'T',
      subjectId: 'P',
      model: 'm',
      objectId: 'o',
      logType: LOG_TYPES.created,
      userId: 'U',
      username: 'u@x',
      userName: 'Dr. A',
      changes: [],
    });
    expect(put.Put.Item.user_name).toBe('Dr. A');
  });
  it('treats a deletion as every field going to null', () => {
    expect(diffFields({ name: 'A' }, undefined)).toEqual([{ field: 'name', old: 'A', new: null }]);
  });
});

describe('auditPut', () => {
  it('keys the entry under the tenant and subject, and by model for filtering', () => {
    const put = auditPut({
      tenantId: 'T1',
      subjectId: 'P1',
      model: 'patient',
      objectId: 'P1',
      logType: LOG_TYPES.changed,
      userId: 'U1',
      username: 'a@b.test',
      changes: [],
    });
    expect(put.Put.Item.PK).toBe('T#T1#AUDIT#P1');
    expect(put.Put.Item.GSI1PK).toBe('T#T1#AUDIT#P1#patient');
    expect(put.Put.Item.SK).toMatch(/^LOG#[0-9A-Z]{26}$/);
    expect(put.Put.Item.log_type).toBe('~');
    expect(put.Put.ConditionExpression).toBe('attribute_not_exists(PK)');
  });
});
