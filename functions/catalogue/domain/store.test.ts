import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueRow } from './layout';
import { buildCatalogue, REFERENCE_NAMES } from './rows';
import { findItems, readCatalogue, readChildren, readDescendants, searchCatalogue } from './store';

// The store against a table holding exactly what the loader writes: every read a key read.
const table = new Map<string, CatalogueRow>(REFERENCE_NAMES.flatMap((n) => buildCatalogue(n).rows).map((r) => [`${r.PK}\n${r.SK}`, r]));
const ddb = mockClient(DynamoDBDocumentClient);
const reads: string[] = [];

type Values = Record<string, string>;
function query(input: { IndexName?: string; KeyConditionExpression?: string; ExpressionAttributeValues?: Values }) {
  const values = input.ExpressionAttributeValues ?? {};
  reads.push(`Query ${values[':pk']}`);
  const rows = [...table.values()].filter((r) =>
    input.IndexName === 'GSI1'
      ? 'GSI1PK' in r && r.GSI1PK === values[':pk']
      : r.PK === values[':pk'] && Object.entries(values).every(([k, v]) => k === ':pk' || r.SK.startsWith(v)),
  );
  return { Items: rows.sort((a, b) => a.SK.localeCompare(b.SK)) };
}

beforeAll(() => {
  process.env.TABLE_NAME = 'praktijk-test';
  ddb.on(GetCommand).callsFake((input: { Key: { PK: string; SK: string } }) => {
    reads.push(`Get ${input.Key.PK} ${input.Key.SK}`);
    return { Item: table.get(`${input.Key.PK}\n${input.Key.SK}`) };
  });
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { PK: string; SK: string }[] }> }) => {
    const wanted = input.RequestItems['praktijk-test']!.Keys;
    reads.push(`BatchGet ${wanted.length}`);
    return { Responses: { 'praktijk-test': wanted.map((k) => table.get(`${k.PK}\n${k.SK}`)).filter(Boolean) } };
  });
  ddb.on(QueryCommand).callsFake(query);
});

const codes = (items: { code: string }[]) => items.map((i) => i.code);

describe('catalogue store', () => {
  it('reads a small catalogue whole in one read, in the data order', async () => {
    reads.length = 0;
    expect(codes(await readCatalogue('blood_types', 500))).toEqual(['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'UNK']);
    expect(reads).toEqual(['Get CAT#blood_types ALL']);
  });

  it("reads a parent's items: resorts of a district, ICPC rubrics of a chapter, top-level items", async () => {
    const wanica = await readChildren('resorts', 'WA');
    expect(wanica.map((r) => r.name)).toContain('Lelydorp');
    expect(wanica.every((r) => r.parent_name === 'Wanica')).toBe(true);
    const chapterK = await readChildren('icpc_codes', 'K');
    expect(codes(chapterK)).toContain('K86');
    expect(chapterK.every((c) => c.code.startsWith('K'))).toBe(true);
    expect(codes(await readChildren('icpc_codes', null))).toHaveLength(17);
    expect(await readChildren('icpc_codes', 'nope')).toEqual([]);
  });

  it('bounds the whole list of a large catalogue and keeps the data order', async () => {
    const first = await readCatalogue('icpc_codes', 100);
    expect(first).toHaveLength(100);
    expect(codes(first.slice(0, 3))).toEqual(['A', 'B', 'D']);
  });

  it('searches name words and codes by prefix, accents and case ignored', async () => {
    const diabetes = await searchCatalogue('icpc_codes', 'DIAB', { limit: 50 });
    expect(codes(diabetes)).toEqual(expect.arrayContaining(['T89', 'T90', 'W85']));
    expect(codes(await searchCatalogue('icpc_codes', 't9', { limit: 50 }))).toEqual(expect.arrayContaining(['T90', 'T93']));
    expect(codes(await searchCatalogue('icpc_codes', 'diabetes insulin non', { limit: 50 }))).toEqual(['T90']);
    expect(codes(await searchCatalogue('medications', 'nitrofurantoine', { limit: 50 }))).toHaveLength(1);
    expect((await searchCatalogue('addresses', 'domineestr', { limit: 50 }))[0]).toMatchObject({ name: 'Domineestraat', parent_name: 'Centrum' });
    expect(codes(await searchCatalogue('blood_types', 'rh-neg', { limit: 50 }))).toEqual(['O-', 'A-', 'B-', 'AB-']);
    expect(await searchCatalogue('icpc_codes', 'xqzzy', { limit: 50 })).toEqual([]);
  });

  it('bounds search results and reads search items only, never the whole catalogue', async () => {
    reads.length = 0;
    expect(await searchCatalogue('icpc_codes', 's', { limit: 20 })).toHaveLength(20);
    expect(reads.every((r) => r.startsWith('Query CAT#icpc_codes#SEARCH') || r.startsWith('BatchGet'))).toBe(true);
    reads.length = 0;
    await searchCatalogue('icpc_codes', 'pregnancy', { limit: 50 });
    expect(reads).toEqual(['BatchGet 2']);
  });

  it("reads a discipline's tests across its panels", async () => {
    const lab = await readDescendants('referral_tests', 'LAB');
    expect(lab.filter((t) => t.level === 2).map((t) => t.name)).toEqual(expect.arrayContaining(['Haemoglobin', 'TSH', 'Malaria thick smear']));
    expect(lab.some((t) => t.code.startsWith('RAD'))).toBe(false);
    expect(await readDescendants('allergy_types', 'DRUG')).toEqual([]);
  });

  it('finds items by id in small and large catalogues', async () => {
    expect([...(await findItems('titles', ['MEVR', 'NOPE'])).keys()]).toEqual(['MEVR']);
    expect((await findItems('icpc_codes', ['K86', 'A01'])).get('K86')).toMatchObject({ name: 'Hypertension uncomplicated', parent: 'K' });
    expect((await findItems('referral_tests', ['LAB-HEM'])).get('LAB-HEM')).toMatchObject({ name: 'Haematology' });
    expect((await findItems('medications', ['999999'])).size).toBe(0);
  });
});
