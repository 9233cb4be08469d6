import { randomUUID } from 'node:crypto';
import { typedApi } from '../support/api';
import { createTestPractice, idToken } from '../support/practice';
import { route } from '../support/routes';
import { uploadToS3 } from '../support/uploads';

// Issue 23 §5: a 20,000-row patient import on the twin, as a job (streamed file, a checkpoint
// after every chunk of 25 rows): rows per second from the start call to the batch ready, and the
// peak memory of the twin's process meanwhile (the worker runs in it, so the figure is the worker's
// plus the twin's own). The file is uploaded as the browser does (a ticket, the presigned POST to
// the twin's S3), not timed; the clock starts at the spec's import_batch call, which starts the job.
// PRAKTIJK_TWIN_JOB_INVOCATION_MS (set before the twin starts) shortens the twin's invocations so
// the import also continues across fresh invocations as a long one does in the cloud.

/** BENCH_IMPORT_ROWS: the file's rows (default 20,000). */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);

export interface ImportFigures {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssMb: number;
  baselineRssMb: number;
  status: string;
  imported: number;
  errors: number;
}

function importCsv(rows: number): string {
  const stamp = Date.now().toString(36);
  const lines = Array.from(
    { length: rows },
    (_, i) => `Naam${i};Bench${stamp};${String((i % 28) + 1).padStart(2, '0')}-0${(i % 9) + 1}-19${50 + (i % 50)};${i % 2 ? 'M' : 'F'}`,
  );
  return ['first_name;surname;date_of_birth;biological_gender_id', ...lines].join('\n');
}

export async function patientImportFigures(url: string): Promise<ImportFigures> {
  const practice = await createTestPractice();
  const token = await idToken(practice.users.administration);
  const api = typedApi(url);
  const file = Buffer.from(importCsv(ROWS));
  const upload = await uploadToS3(api, 'importUploadTicket', token, { name: 'bench.csv', data: file });

  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const uuid = randomUUID();
  const started = performance.now();
  try {
    const start = await api.raw('startImport', token, { body: { upload, type: 'csv', uuid } });
    if (start.status !== 201) throw new Error(`startImport answered ${start.status}: ${JSON.stringify(start.body)}`);
    for (;;) {
      const res = await fetch(`${url}${route('currentImport').path}?uuid=${uuid}`, { headers: { authorization: `Bearer ${token}` } });
      const batch = (await res.json()) as { status: string; success: unknown[]; errors: unknown[] } | null;
      if (batch && batch.status !== 'importing') {
        const seconds = (performance.now() - started) / 1000;
        return {
          rows: ROWS,
          seconds,
          rowsPerSecond: ROWS / seconds,
          peakRssMb: peak / 2 ** 20,
          baselineRssMb: baseline / 2 ** 20,
          status: batch.status,
          imported: batch.success.length,
          errors: batch.errors.length,
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    clearInterval(sampler);
  }
}

export function printImportFigures(figures: ImportFigures): void {
  console.log(`\nPatient import on the twin (${figures.rows.toLocaleString('en')} rows, a job with a checkpoint every 25 rows):`);
  console.log(
    `  ${figures.status} in ${figures.seconds.toFixed(1)} s: ${figures.rowsPerSecond.toFixed(0)} rows/s` +
      ` (${figures.imported} listed imported, ${figures.errors} errors)`,
  );
  console.log(
    `  peak memory of the twin's process (worker included): ${figures.peakRssMb.toFixed(0)} MB RSS, ${figures.baselineRssMb.toFixed(0)} MB before the import`,
  );
}

// Run alone (`npx tsx test/bench/patient-import.ts`, BENCH_IMPORT_ROWS=2500 for a short one): a twin of its own, this figure only.
if (process.argv[1] && import.meta.filename === (await import('node:fs')).realpathSync(process.argv[1])) {
  process.env.PRAKTIJK_QUIET_LOGS = '1';
  const { startTwin } = await import('../../infra/local/twin');
  const { join } = await import('node:path');
  const twin = await startTwin({ port: 0, webRoot: join(import.meta.dirname, '..', '..', 'web', 'dist'), log: () => undefined });
  try {
    printImportFigures(await patientImportFigures(twin.url));
  } finally {
    await twin.stop();
  }
}
