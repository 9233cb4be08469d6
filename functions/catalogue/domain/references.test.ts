import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { patientFieldsSchema, type PatientFields } from '@praktijk/shared/schemas/patients';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '../../lib/data/keys';
import { ValidationError } from '../../lib/errors';
import { buildCatalogue, REFERENCE_NAMES } from './rows';
import { assertPatientChoices, PATIENT_CATALOGUE_FIELDS, PATIENT_USER_FIELDS } from './references';

// Patient fields that name a catalogue entry or a user, checked against a table holding what the
// loader writes plus two practices' users, in one BatchGet.
type Row = { PK: string; SK: string };
const table = new Map<string, Row>(REFERENCE_NAMES.flatMap((n) => buildCatalogue(n).rows).map((r): [string, Row] => [`${r.PK}\n${r.SK}`, r]));
const user = (tenantId: string, id: string, roles: string[], isActive = true) => {
  const row = { ...keys.user(tenantId, id), entity: 'user', id, roles, is_active: isActive };
  table.set(`${row.PK}\n${row.SK}`, row);
};
user('T1', 'DOC', ['physician']);
user('T1', 'DESK', ['administration']);
user('T1', 'GONE', ['physician'], false);
user('T2', 'ELSEWHERE', ['physician']);

const ddb = mockClient(DynamoDBDocumentClient);
const reads: string[] = [];
beforeAll(() => {
  process.env.TABLE_NAME = 'praktijk-test';
  ddb.on(GetCommand).callsFake(() => {
    reads.push('Get');
    return {};
  });
  ddb.on(QueryCommand).callsFake(() => {
    reads.push('Query');
    return { Items: [] };
  });
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { PK: string; SK: string }[] }> }) => {
    const wanted = input.RequestItems['praktijk-test']!.Keys;
    if (new Set(wanted.map((k) => `${k.PK}\n${k.SK}`)).size !== wanted.length) throw new Error('BatchGet with duplicate keys');
    if (wanted.some((k) => Buffer.from(k.PK + k.SK, 'utf8').toString('utf8') !== k.PK + k.SK))
      throw new Error('ValidationException: a key that is not valid UTF-8');
    reads.push(`BatchGet ${wanted.length}`);
    return { Responses: { 'praktijk-test': wanted.map((k) => table.get(`${k.PK}\n${k.SK}`)).filter(Boolean) } };
  });
});
beforeEach(() => {
  reads.length = 0;
});

const valid: PatientFields = patientFieldsSchema.parse({
  first_name: 'Anna',
  surname: 'Kromo',
  date_of_birth: '1984-07-03',
  biological_gender_id: 'F',
  primary_physician_id: 'DOC',
  title_id: 'MEVR',
  marital_status_id: 'M',
  address_id: 'A0001',
  district_id: 'PM',
  resort_id: 'PM03',
  identified_gender_id: 'F',
  ethnicity_id: 'JAV',
  proclaimed_ethnicity_id: 'MIX',
  nationality_id: 'SUR',
  id_type_id: 'ID',
  contact_relation_id: 'SPS',
  disability_ids: ['VIS', 'HEA'],
});

async function errorsOf(run: Promise<void>): Promise<Record<string, string[]>> {
  try {
    await run;
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  return {};
}

describe('assertPatientChoices', () => {
  it('accepts a patient whose every reference exists, in one BatchGet', async () => {
    await expect(assertPatientChoices(valid, 'T1')).resolves.toBeUndefined();
    expect(reads).toEqual([expect.stringMatching(/^BatchGet \d+$/)]);
    await expect(
      assertPatientChoices(
        { ...valid, primary_physician_id: null, title_id: null, address_id: null, resort_id: null, district_id: null, disability_ids: [] },
        { tenantId: 'T1' },
      ),
    ).resolves.toBeUndefined();
  });

  it('answers "Select a valid choice." under each field that names no entry', async () => {
    const fields = await errorsOf(
      assertPatientChoices(
        {
          ...valid,
          biological_gender_id: 'NOT-A-GENDER',
          title_id: 'KING',
          nationality_id: 'ATLANTIS',
          disability_ids: ['VIS', 'bogus'],
          ethnicity_id: 'M',
          address_id: 'A9999',
          id_type_id: 'nope',
          contact_relation_id: 'x',
          marital_status_id: 'Q',
          identified_gender_id: '?',
          proclaimed_ethnicity_id: 'Z',
        },
        'T1',
      ),
    );
    const invalid = ['Select a valid choice.'];
    expect(fields).toEqual({
      biological_gender_id: invalid,
      title_id: invalid,
      nationality_id: invalid,
      disability_ids: invalid,
      ethnicity_id: invalid,
      address_id: invalid,
      id_type_id: invalid,
      contact_relation_id: invalid,
      marital_status_id: invalid,
      identified_gender_id: invalid,
      proclaimed_ethnicity_id: invalid,
    });
    expect(reads).toHaveLength(1);
  });

  it("takes the primary physician from the practice's own active physicians only", async () => {
    const invalid = { primary_physician_id: ['Select a valid choice.'] };
    expect(await errorsOf(assertPatientChoices({ ...valid, primary_physician_id: 'ELSEWHERE' }, 'T1'))).toEqual(invalid);
    expect(await errorsOf(assertPatientChoices({ ...valid, primary_physician_id: 'DESK' }, 'T1'))).toEqual(invalid);
    expect(await errorsOf(assertPatientChoices({ ...valid, primary_physician_id: 'GONE' }, 'T1'))).toEqual(invalid);
    expect(await errorsOf(assertPatientChoices({ ...valid, primary_physician_id: 'NOBODY' }, 'T1'))).toEqual(invalid);
    expect(await errorsOf(assertPatientChoices({ ...valid, primary_physician_id: 'DOC' }, 'T2'))).toEqual(invalid);
  });

  it('answers ids no key can hold (a lone surrogate) as invalid, without a request DynamoDB would refuse', async () => {
    const invalid = ['Select a valid choice.'];
    expect(await errorsOf(assertPatientChoices({ ...valid, title_id: '\uD800', primary_physician_id: 'x\uDC00', address_id: '\uDFFFA' }, 'T1'))).toEqual({
      title_id: invalid,
      primary_physician_id: invalid,
      address_id: invalid,
    });
    expect(reads).toHaveLength(1);
  });

  it('keeps the address, resort and district of one place', async () => {
    expect(await errorsOf(assertPatientChoices({ ...valid, resort_id: 'WA01' }, 'T1'))).toEqual({
      resort_id: ['This resort is not in the chosen district.'],
      address_id: ['This address is not in the chosen resort.'],
    });
    await expect(assertPatientChoices({ ...valid, address_id: null, district_id: 'WA', resort_id: 'WA01' }, 'T1')).resolves.toBeUndefined();
  });

  it('lets a record keep what it already had (a physician who left, an entry a reload removed)', async () => {
    const before = { ...valid, primary_physician_id: 'GONE', title_id: 'OLD', disability_ids: ['OLD'] };
    await expect(
      assertPatientChoices({ ...valid, primary_physician_id: 'GONE', title_id: 'OLD', disability_ids: ['OLD', 'VIS'] }, 'T1', before),
    ).resolves.toBeUndefined();
    expect(await errorsOf(assertPatientChoices({ ...valid, title_id: 'OLDER', disability_ids: ['NEW'] }, 'T1', before))).toEqual({
      title_id: ['Select a valid choice.'],
      disability_ids: ['Select a valid choice.'],
    });
  });

  it('knows every patient field that names a catalogue entry or a user', () => {
    const referenceFields = Object.keys(patientFieldsSchema.shape)
      .filter((f) => /_ids?$/.test(f))
      .sort();
    expect([...Object.keys(PATIENT_CATALOGUE_FIELDS), ...PATIENT_USER_FIELDS].sort()).toEqual(referenceFields);
  });
});
