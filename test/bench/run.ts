// `npm run bench`: latency figures over HTTP against a twin of its own (in memory, free port).
// It prints figures; nothing here passes or fails on a time.
import { join } from 'node:path';
import { routes } from '@praktijk/shared/routes';
import { startTwin } from '../../infra/local/twin';
import { call } from '../support/api';
import { createTestPractice, idToken } from '../support/practice';
import { printBundleFigures } from './bundle';
import { summarize, time } from './stats';
import { patientSearchFigures, printSearchVerdict } from './patient-search';
import { episodeOverviewFigures, printEpisodeOverviewFigures } from './episodes';
import { consultationOpeningFigures, printConsultationOpeningFigures } from './consultation';
import { healthRecordFigures, printHealthRecordFigures } from './health';
import { planningFigures, printPlanningFigures } from './planning';
import { printRealtimeFigures, realtimeRequestFigures } from './realtime-requests';

process.env.PRAKTIJK_QUIET_LOGS = '1';
// Count each request's DynamoDB calls (functions/lib/data/call-counter.ts); set before the twin's first client.
process.env.PRAKTIJK_COUNT_DB_CALLS = '1';
const ROUNDS = 300;
// PRAKTIJK_WEB_ROOT: a private build, as for the browser tests (the realtime figures drive the pages).
const webDist = process.env.PRAKTIJK_WEB_ROOT ?? join(import.meta.dirname, '..', '..', 'web', 'dist');

printBundleFigures(webDist);
await import('./lambda-bundles').then((bench) => bench.printLambdaBundles()); // each Lambda's bundle against its budget (issue 23 §7)
// Letters to PDF and Word: p95 budget 800 ms each (issue 24).
await import('./letter-render').then(async (bench) => bench.printLetterRenderFigures(await bench.letterRenderFigures()));

const twin = await startTwin({ port: 0, webRoot: webDist, log: () => undefined });
try {
  const practice = await createTestPractice();
  const token = await idToken(practice.users.physician);
  const current = routes.find((r) => r.operation === 'getCurrentUser')!;
  const version = routes.find((r) => r.operation === 'getVersion')!;

  const figures = {
    'GET /api/auth/version/ (no auth, no database)': await time(ROUNDS, () => call(twin.url, version.method, version.path)),
    'GET /api/auth/current/ (authorizer + one BatchGet)': await time(ROUNDS, () => call(twin.url, current.method, current.path, { token })),
  };
  console.log(`\nAPI latency on the twin, ${ROUNDS} sequential requests each (ms):`);
  for (const [name, samples] of Object.entries(figures)) {
    const { median, p95 } = summarize(samples);
    console.log(`  ${name.padEnd(52)} median ${median.toFixed(1).padStart(6)}   p95 ${p95.toFixed(1).padStart(6)}`);
  }

  const physician = practice.users.physician;
  const practitioner = {
    id: physician.id,
    name: `Dr. ${physician.firstName} ${physician.lastName}`,
    user: { email: physician.email, first_name: physician.firstName, last_name: physician.lastName },
  };
  printConsultationOpeningFigures(await consultationOpeningFigures(twin.url, practice.id, token, practitioner));
  printEpisodeOverviewFigures(await episodeOverviewFigures(twin.url, practice.id, token));
  printHealthRecordFigures(await healthRecordFigures(twin.url, practice.id, token));
  printPlanningFigures(await planningFigures(twin.url));
  printRealtimeFigures(await realtimeRequestFigures(twin.url));
  await import('./letters').then((bench) => bench.printLetterApiFigures(twin.url)); // issue 24: to_html p95 under 150 ms
  await import('./medical-cards').then((bench) => bench.printMedicalCardFigures(twin.url)); // issue 25: flat first page, thumbnail within 2 s
  await import('./procedures').then((bench) => bench.printProcedureFigures(twin.url)); // issue 25: flat first page
  await import('./referrals').then((bench) => bench.printReferralFigures(twin.url)); // issue 25: flat first page
  await import('./patient-import').then(async (bench) => bench.printImportFigures(await bench.patientImportFigures(twin.url))); // issue 23 §5

  // BENCH_PATIENTS=1000,100000 by default; a smaller pair makes a quick run.
  const sizes = (process.env.BENCH_PATIENTS ?? '1000,100000').split(',').map(Number);
  console.log(`\nPatient search over the API (GET /api/patients/?search=..., ${sizes.join(' and ')} patients; loading takes a while):`);
  const search = await patientSearchFigures(twin.url, sizes);
  for (const row of search) {
    console.log(
      `  ${String(row.size).padStart(7)} patients   median ${row.median.toFixed(1).padStart(6)} ms   p95 ${row.p95.toFixed(1).padStart(6)} ms` +
        `   (${row.matches} matches per search on average)`,
    );
    console.log(`          one known patient among them: ${row.found}`);
    console.log(`          a search only that patient matches: median ${row.selective.median.toFixed(1)} ms, p95 ${row.selective.p95.toFixed(1)} ms`);
    console.log(
      `          one-term searches many match (${row.broad.matches} matches on average): ` +
        `median ${row.broad.median.toFixed(1)} ms, p95 ${row.broad.p95.toFixed(1)} ms`,
    );
  }
  if (search.length === 2) printSearchVerdict(search[0]!, search[1]!);
} finally {
  await twin.stop();
}
