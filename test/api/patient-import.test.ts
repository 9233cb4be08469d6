import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { importBatchOrNullSchema, type ImportBatch } from '@praktijk/shared/schemas/import';
import { newPatientBody } from '../support/patients';
import { type TypedApi, typedApi } from '../support/api';
import { createTestPractice, idToken, type TestPractice, roleTokens } from '../support/practice';
import { route } from '../support/routes';
import { twin } from '../support/twin-env';
import { postToS3, ticketFor } from '../support/uploads';

// Import Patients: a CSV upload runs as a job; good rows create or update, bad rows are listed.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let other: TestPractice;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(practice));
  tokens.other = await idToken(other.users.administration);
});

/** As the browser does it (test/support/uploads.ts): a ticket, the file to S3, then import_batch confirms it and starts the job. */
async function upload(token: string, filename: string, content: string | Buffer, uuid = randomUUID()) {
  const file = { name: filename, data: typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content) };
  const ticket = await ticketFor(api, 'importUploadTicket', token, file);
  if (ticket.status !== 201) return { status: ticket.status, body: ticket.body as unknown as Record<string, unknown> };
  const sent = await postToS3(ticket.body, file);
  expect(sent.status, await sent.clone().text()).toBe(204);
  const body = JSON.stringify({ upload: ticket.body.upload, type: 'csv', uuid });
  const res = await fetch(`${url}${route('startImport').path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function waitReady(token: string, uuid: string): Promise<ImportBatch> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${url}${route('currentImport').path}?uuid=${uuid}`, { headers: { authorization: `Bearer ${token}` } });
    const batch = importBatchOrNullSchema.parse(await res.json());
    if (batch?.ready || batch?.status === 'failed') return batch;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}

describe('patient import', () => {
  it('creates good rows, updates a matching patient, lists bad rows, and offers them as CSV', async () => {
    const existing = (
      await api('createPatient', tokens.administration!, {
        body: newPatientBody({ first_name: 'Gerda', surname: 'Pinas', date_of_birth: '1955-05-05', id_number: 'GP-5555' }),
      })
    ).body;
    const csv = [
      'first_name;surname;date_of_birth;biological_gender_id;id_number;phone_mobile;email',
      'johan;adhin;12-10-1979;M;;8765432;johan@example.sr',
      'Gerda;Pinas;05-05-1955;F;GP-5555;8111111;',
      ';Nameless;01-01-2000;F;;;',
      'Late;Arrival;01-01-2999;M;;;',
      'Bad;Phone;01-01-1990;F;;12;',
    ].join('\n');
    const uuid = randomUUID();
    const started = await upload(tokens.administration!, 'patients.csv', csv, uuid);
    expect(started.status).toBe(201);
    const batch = await waitReady(tokens.administration!, uuid);
    expect(batch.status).toBe('ready');
    expect(batch.processed_chunks).toBe(batch.total_chunks);
    expect(batch.success).toEqual([
      { status: 'created', id: expect.any(String), name: 'Johan Adhin' },
      { status: 'updated', id: existing.id, name: 'Gerda Pinas' },
    ]);
    // Each imported row names its patient, for the Imported list's links.
    const johan = (await api('getPatient', tokens.nurse!, { params: { id: batch.success[0]!.id } })).body;
    expect([johan.first_name, johan.surname]).toEqual(['Johan', 'Adhin']);
    expect(batch.errors).toEqual([
      { row: 4, reason: 'First name: This field is required.' },
      { row: 5, reason: 'Date of birth: The date cannot be later than today.' },
      { row: 6, reason: 'Mobile phone 1: Enter 6 to 8 digits.' },
    ]);
    // The counts of every row, which the lists hold whole up to IMPORT_LISTED_ENTRIES.
    expect([batch.success_count, batch.error_count]).toEqual([2, 3]);
    const gerda = (await api('getPatient', tokens.nurse!, { params: { id: existing.id as string } })).body;
    expect(gerda.phone_mobile).toEqual(['8111111']);
    expect(gerda.internal_number).toBe(existing.internal_number);

    const download = await api('downloadImportErrors', tokens.administration!, { params: { id: batch.id } });
    expect(download.body).toMatchObject({ mime_type: 'text/csv' });
    expect(Buffer.from(String(download.body.content), 'base64').toString()).toContain('4,"First name: This field is required."');
    expect((await api('downloadImportErrors', tokens.other!, { params: { id: batch.id } })).status).toBe(404);

    const cleared = await fetch(`${url}${route('clearImport').path.replace('{id}', batch.id)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tokens.administration}` },
    });
    expect(cleared.status).toBe(204);
    const after = await fetch(`${url}${route('currentImport').path}`, { headers: { authorization: `Bearer ${tokens.administration}` } });
    expect(await after.json()).not.toMatchObject({ id: batch.id });
  });

  it('refuses anything but a .csv text file, and users without import permission', async () => {
    const wrong = await upload(tokens.administration!, 'patients.xlsx', 'a,b\n1,2\n');
    expect(wrong.status).toBe(415);
    expect(wrong.body).toEqual({ file: ['Only .csv files can be imported.'] });
    const binary = await upload(tokens.administration!, 'renamed.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]));
    expect(binary.status).toBe(415);
    expect((await upload(tokens.nurse!, 'patients.csv', 'first_name\nA\n')).status).toBe(403);
  });
});

describe('patient import: catalogue choices, unreadable files and formulas', () => {
  const importCsv = async (csv: string) => {
    const uuid = randomUUID();
    expect((await upload(tokens.administration!, 'patients.csv', csv, uuid)).status).toBe(201);
    return waitReady(tokens.administration!, uuid);
  };

  it('lists a row whose catalogue choices do not exist, like other row errors', async () => {
    const batch = await importCsv(
      [
        'first_name;surname;date_of_birth;biological_gender_id;title_id;disability_ids;primary_physician_id',
        'Bogus;Gender;01-01-1990;NOT-A-GENDER;;;',
        `Good;Choices;01-01-1991;F;MEVR;VIS|HEA;${practice.users.physician.id}`,
        `Other;Physician;01-01-1992;M;KING;bogus;${other.users.physician.id}`,
      ].join('\n'),
    );
    expect(batch.success).toEqual([{ status: 'created', id: expect.any(String), name: 'Good Choices' }]);
    expect(batch.errors).toEqual([
      { row: 2, reason: 'Biological gender: Select a valid choice.' },
      { row: 4, reason: 'Title: Select a valid choice.; Disabilities: Select a valid choice.; Related physician: Select a valid choice.' },
    ]);
  });

  it('fails a stray quote, an impossible date and a formula surname on their own rows, in the labels of the form (issue 21 §8)', async () => {
    const batch = await importCsv(
      [
        'first_name,surname,date_of_birth,biological_gender_id,phone_mobile',
        'Anna,Kromo,01-01-1990,F,',
        'Jo"han,Adhin,12-10-1979,M,',
        'Gerda,Pinas,99-99-9999,F,',
        'Evil,"=HYPERLINK(""http://evil.example"";""klik"")",01-01-1990,M,',
        'Ravi,Ramdin,01-01-1991,M,12',
        'Ingrid,van der berg,02-02-1992,F,',
      ].join('\n'),
    );
    expect(batch.success.map((s) => s.name)).toEqual(['Anna Kromo', 'Ingrid van der Berg']);
    expect(batch.errors).toEqual([
      {
        row: 3,
        reason: 'This row cannot be read: line 3 has a " inside a value that does not begin with one (quote the whole value and write a " inside it as "").',
      },
      { row: 4, reason: 'Date of birth: Enter a valid date.' },
      { row: 5, reason: 'Surname: A name cannot start with =, +, - or @.' },
      { row: 6, reason: 'Mobile phone 1: Enter 6 to 8 digits.' },
    ]);
  });

  it('says what is wrong with a file that cannot be read, and on which line', async () => {
    const batch = await importCsv(
      'first_name,surname,date_of_birth,biological_gender_id\nAnna,Kromo,01-01-1990,F\n"Johan,Adhin,12-10-1979,M\nGerda,Pinas,05-05-1955,F\n',
    );
    expect(batch.status).not.toBe('importing');
    expect(batch.success).toEqual([]);
    expect(batch.errors).toEqual([
      { row: 3, reason: 'The file cannot be read: the quoted value that begins on line 3 is never closed (a " without its closing ").' },
    ]);
  });

  it('refuses a name that starts like a formula, keeps another value that does, and neutralises it in the errors file', async () => {
    const formula = '=HYPERLINK("http://evil.example";"klik")';
    const batch = await importCsv(
      [
        'first_name;surname;date_of_birth;biological_gender_id;profession',
        `"${formula.replace(/"/g, '""')}";Doe;99-99-1990;F;`,
        'Stored;Asgiven;01-01-1990;F;=1+2',
      ].join('\n'),
    );
    expect(batch.success).toEqual([{ status: 'created', id: expect.any(String), name: 'Stored Asgiven' }]);
    expect(batch.errors).toEqual([{ row: 2, reason: 'First name: A name cannot start with =, +, - or @.; Date of birth: Enter a valid date.' }]);
    const found = await fetch(`${url}${route('listPatients').path}?search=Asgiven`, { headers: { authorization: `Bearer ${tokens.administration}` } });
    const [patient] = ((await found.json()) as { results: { id: string }[] }).results;
    expect(patient?.id).toBe(batch.success[0]!.id);
    const stored = await fetch(`${url}${route('getPatient').path.replace('{id}', patient!.id)}`, {
      headers: { authorization: `Bearer ${tokens.administration}` },
    });
    expect(((await stored.json()) as { profession: string }).profession).toBe('=1+2');

    const download = await fetch(`${url}${route('downloadImportErrors').path.replace('{id}', batch.id)}`, {
      headers: { authorization: `Bearer ${tokens.administration}` },
    });
    const file = Buffer.from(((await download.json()) as { content: string }).content, 'base64').toString();
    expect(file.split('\r\n')[1]).toBe(
      `2,"First name: A name cannot start with =, +, - or @.; Date of birth: Enter a valid date.","'${formula.replace(/"/g, '""')}","Doe","99-99-1990","F",""`,
    );
  });
});
