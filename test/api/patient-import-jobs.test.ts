import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { IMPORT_CHUNK_ROWS, importBatchOrNullSchema, type ImportBatch } from '@praktijk/shared/schemas/import';
import { type TypedApi, typedApi } from '../support/api';
import { createTestPractice, roleTokens, type TestPractice } from '../support/practice';
import { route } from '../support/routes';
import { twin } from '../support/twin-env';
import { uploadToS3 } from '../support/uploads';

// Issue 23 §5: the import is a job that reads its file as a stream and checkpoints after every
// chunk, so a file past the former 2,000-row limit completes with progress, and clearing a batch
// still importing stops it. (The twin imports some 20 rows a second: 2,500 rows keep this file
// near two minutes; the bench imports 20,000.)
let url: string;
let api: TypedApi;
let practice: TestPractice;
let token: string;

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
  token = (await roleTokens(practice)).administration!;
});

/** Letters only (a name search reads digits as a number or date): 0 -> 'a', 27 -> 'bb'. */
const letters = (n: number): string => (n >= 26 ? letters(Math.floor(n / 26) - 1) : '') + String.fromCharCode(97 + (n % 26));
const firstName = (i: number) => `Naam${letters(i)}`;
const uniqueSurname = (prefix: string) => `${prefix}${letters(Date.now() % 1e9)}`;

/** n rows of new patients with one surname; every row in `bad` has a date that is no date. */
function patientsCsv(surname: string, n: number, bad = new Set<number>()): string {
  const rows = Array.from({ length: n }, (_, i) => `${firstName(i)};${surname};${bad.has(i) ? '99-99-1990' : '01-01-1990'};${i % 2 ? 'M' : 'F'}`);
  return ['first_name;surname;date_of_birth;biological_gender_id', ...rows].join('\n');
}

async function startImport(csv: string): Promise<{ uuid: string; id: string }> {
  const upload = await uploadToS3(api, 'importUploadTicket', token, { name: 'patients.csv', data: Buffer.from(csv) });
  const uuid = randomUUID();
  const started = await api.raw('startImport', token, { body: { upload, type: 'csv', uuid } });
  expect(started.status).toBe(201);
  return { uuid, id: (started.body as { id: string }).id };
}

async function current(uuid: string): Promise<ImportBatch | null> {
  const res = await fetch(`${url}${route('currentImport').path}?uuid=${uuid}`, { headers: { authorization: `Bearer ${token}` } });
  return importBatchOrNullSchema.parse(await res.json());
}

/** How many patients carry exactly this name (a name search also finds longer names it is a prefix of). */
async function patientsNamed(name: string): Promise<number> {
  const res = await fetch(`${url}${route('listPatients').path}?search=${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { results: { name: string }[] }).results.filter((patient) => patient.name === name).length;
}

/** How many patients a name search for this surname counts (exact below the search's count window). */
async function patientsWithSurname(surname: string): Promise<number> {
  const res = await fetch(`${url}${route('listPatients').path}?search=${encodeURIComponent(surname)}`, { headers: { authorization: `Bearer ${token}` } });
  const page = (await res.json()) as { count: number; count_at_least?: boolean };
  expect(page.count_at_least ?? false).toBe(false);
  return page.count;
}

describe('a large patient import', () => {
  it('stops a batch that is cleared while it imports', { timeout: 300_000 }, async () => {
    const surname = uniqueSurname('Gestopt');
    const { uuid, id } = await startImport(patientsCsv(surname, 2_000));
    let batch: ImportBatch | null = null;
    for (let polls = 0; polls < 3_000 && !((batch?.processed_chunks ?? 0) >= 2); polls++) {
      batch = await current(uuid);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(batch?.status).toBe('importing');
    const cleared = await fetch(`${url}${route('clearImport').path.replace('{id}', id)}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(cleared.status).toBe(204);
    expect(await current(uuid)).toBeNull();
    // The sync point: a witness import started after the clear runs beside the cleared run on the
    // same worker (the twin runs jobs side by side), one row at a time as it does. At each of the
    // witness's checkpoints the cleared run, had it not stopped, would have written rows as well:
    // the count of its surname may grow only by the rest of the chunk under way at the clear (its
    // checkpoint after that chunk is refused), and then stays still across the witness's chunks.
    const atClear = await patientsWithSurname(surname);
    const witness = await startImport(patientsCsv(uniqueSurname('Daarna'), 6 * IMPORT_CHUNK_ROWS));
    const counts: number[] = [];
    let seen = -1;
    for (let polls = 0; polls < 6_000; polls++) {
      const progress = await current(witness.uuid);
      if (progress && progress.processed_chunks > seen) {
        seen = progress.processed_chunks;
        counts.push(await patientsWithSurname(surname));
      }
      if (progress?.ready || progress?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await current(witness.uuid)).toMatchObject({ status: 'ready', processed_chunks: 6 });
    const stopped = counts.at(-1)!;
    expect(stopped - atClear).toBeLessThan(IMPORT_CHUNK_ROWS);
    // Still across the witness's last three checkpoints (75 rows of its work).
    expect(counts.length).toBeGreaterThanOrEqual(4);
    expect(counts.slice(-4)).toEqual([stopped, stopped, stopped, stopped]);
    expect(await patientsNamed(`${firstName(0)} ${surname}`)).toBe(1);
    expect(await patientsNamed(`${firstName(1_999)} ${surname}`)).toBe(0);
  });
  it(
    'imports 2,500 rows (more than the former limit of 2,000) with progress along the way, listing every row and every error',
    { timeout: 400_000 },
    async () => {
      const surname = uniqueSurname('Groot');
      const bad = new Set([10, 1_250, 2_499]);
      const { uuid } = await startImport(patientsCsv(surname, 2_500, bad));
      const seen: number[] = [];
      let batch: ImportBatch | null = null;
      for (let polls = 0; polls < 6_000 && !(batch?.ready || batch?.status === 'failed'); polls++) {
        batch = await current(uuid);
        if (batch) seen.push(batch.processed_chunks);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(batch).toMatchObject({ status: 'ready', total_chunks: 100, processed_chunks: 100 });
      expect(seen.some((done) => done > 0 && done < 100)).toBe(true);
      expect(batch!.success).toHaveLength(2_497);
      expect(batch!.errors).toEqual([...bad].map((i) => ({ row: i + 2, reason: 'Date of birth: Enter a valid date.' })));
      for (const entry of [batch!.success[0]!, batch!.success[1_248]!, batch!.success[2_496]!])
        expect((await api.raw('getPatient', token, { params: { id: entry.id } })).status).toBe(200);
      expect(batch!.success.at(-1)).toMatchObject({ status: 'created', name: `${firstName(2_498)} ${surname}` });

      const download = await api.raw('downloadImportErrors', token, { params: { id: batch!.id } });
      expect(download.status).toBe(200);
    },
  );
});
