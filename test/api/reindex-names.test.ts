import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '@praktijk/functions/lib/data/client';
import { keys } from '@praktijk/functions/lib/data/keys';
import { indexedNameKeys } from '@praktijk/functions/patients/domain/index-items';
import { reindexPatientNames } from '../../infra/local/seed/reindex-names';
import { typedApi, type TypedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { route } from '../support/routes';

// A twin's data kept from before the name-pair index: its patients are found by two terms once the
// start-up reindex has written their pair items.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let token: string;

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
  token = await idToken(practice.users.administration);
});

const found = async (search: string) => {
  const res = await fetch(`${url}${route('listPatients').path}?search=${encodeURIComponent(search)}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { results: { name: string }[] }).results.map((r) => r.name);
};

describe('the name index of kept data', () => {
  it('writes the pair items a patient saved before them lacks, and leaves the rest as it was', async () => {
    const created = await api('createPatient', token, { body: newPatientBody({ first_name: 'Oudje', surname: 'Vroegerink' }) });
    expect(created.status).toBe(201);
    expect(await found('vroegerink')).toEqual(['Oudje Vroegerink']);
    // As the data was before the pair index: no pair items.
    const { pairs } = indexedNameKeys({ first_name: 'Oudje', surname: 'Vroegerink' });
    const pairKeys = await Promise.all(
      pairs.map(async (pair) => {
        const res = await db().send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': keys.patientNamePairPk(practice.id, pair) },
          }),
        );
        return (res.Items ?? []).map((i) => ({ PK: i.PK, SK: i.SK }));
      }),
    );
    const removed = pairKeys.flat();
    expect(removed).toHaveLength(pairs.length);
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: removed.map((Key) => ({ DeleteRequest: { Key } })) } }));
    expect(await found('vroeg oud')).toEqual([]);

    expect(await reindexPatientNames([practice.id])).toBe(1);
    expect(await found('vroeg oud')).toEqual(['Oudje Vroegerink']);
    expect(await found('o vroegerink')).toEqual(['Oudje Vroegerink']);
    expect(await found('vroegerink')).toEqual(['Oudje Vroegerink']);
  });
});
