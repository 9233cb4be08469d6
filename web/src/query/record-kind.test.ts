import { describe, expect, it } from 'vitest';
import { insuranceKind, memoKind, relationKind } from '@praktijk/shared/record-kinds';
import { queryKeyOf } from './api-query';
import { createQueryClient } from './query-client';
import { recordKindKeys, withSavedRecord } from './record-kind';

const record = (id: string, token = 't1') => ({ id, patient_id: 'p1', created: '2026-01-01T00:00:00Z', consistency_token: token });

describe("a record kind's query keys", () => {
  it("list by the kind's list operation and the patient", () => {
    expect(recordKindKeys(memoKind, 'p1').list).toEqual(['getMemo', { params: { id: 'p1' } }]);
    expect(recordKindKeys(insuranceKind, 'p1').list).toEqual(['listInsurances', { params: { id: 'p1' } }]);
    expect(recordKindKeys(relationKind, 'p2').list).toEqual(['listRelations', { params: { id: 'p2' } }]);
  });

  it("a write makes every list of the kind and the patient's Logs stale, and what the screen adds", () => {
    expect(recordKindKeys(insuranceKind, 'p1').stale).toEqual([['listInsurances'], ['listLogs', { params: { id: 'p1' } }]]);
    expect(recordKindKeys(relationKind, 'p1', [queryKeyOf('searchRelatable')]).stale).toEqual([
      ['listRelations'],
      ['listLogs', { params: { id: 'p1' } }],
      ['searchRelatable'],
    ]);
  });

  it("the stale keys reach the other patient's list and every page of this patient's log, nothing else", async () => {
    const client = createQueryClient();
    const cached = {
      ownList: queryKeyOf('listRelations', { params: { id: 'p1' } }),
      relatedList: queryKeyOf('listRelations', { params: { id: 'p2' } }),
      logPage: queryKeyOf('listLogs', { params: { id: 'p1' }, query: { model: 'relation', limit: 10 } }),
      otherLog: queryKeyOf('listLogs', { params: { id: 'p2' }, query: { limit: 10 } }),
      otherKind: queryKeyOf('listInsurances', { params: { id: 'p1' } }),
    };
    for (const key of Object.values(cached)) client.setQueryData(key, []);
    for (const queryKey of recordKindKeys(relationKind, 'p1').stale) await client.invalidateQueries({ queryKey });
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(cached.ownList)).toBe(true);
    expect(invalidated(cached.relatedList)).toBe(true);
    expect(invalidated(cached.logPage)).toBe(true);
    expect(invalidated(cached.otherLog)).toBe(false);
    expect(invalidated(cached.otherKind)).toBe(false);
  });
});

describe('a saved record in the cached list', () => {
  it('is the answer of a single kind', () => {
    expect(withSavedRecord(null, record('m1'), true)).toEqual(record('m1'));
  });

  it('replaces its old version in place, or is appended when new', () => {
    const list = [record('a'), record('b')];
    expect(withSavedRecord(list, record('a', 't2'), false)).toEqual([record('a', 't2'), record('b')]);
    expect(withSavedRecord(list, record('c'), false)).toEqual([record('a'), record('b'), record('c')]);
  });

  it('leaves a list that is not loaded yet to the refetch', () => {
    expect(withSavedRecord(undefined, record('a'), false)).toBeUndefined();
  });
});
