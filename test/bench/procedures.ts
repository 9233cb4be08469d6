import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { procedureKind } from '@praktijk/shared/record-kinds';
import { startTwin } from '../../infra/local/twin';
import { typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken } from '../support/practice';
import { printFirstPageFigures } from './first-page';

// Procedures (issue 25): the Procedures tab's first page flat from 5 to 500 procedures (first-page.ts).
export async function printProcedureFigures(url: string): Promise<void> {
  const api = typedApi(url);
  const practice = await createTestPractice();
  const token = await idToken(practice.users.physician);
  const reason = (await api('createConsultReasonType', token, { body: { name: 'Bench' } })).body.id;
  await printFirstPageFigures({
    label: 'Procedures',
    noun: 'procedures',
    kind: procedureKind,
    tenantId: practice.id,
    first: async () => {
      const patient = (await api('createPatient', token, { body: newPatientBody() })).body.id;
      const body = { reason_type: reason, reason: 'Bench', is_walkin: true, insurance: null };
      const decursus = (await api('createConsultation', token, { params: { id: patient }, body })).body.decursus_id;
      const done = await api('createProcedure', token, { body: { patient, decursus, type_id: 'SV-120', description: 'Bench' } });
      if (done.status !== 201) throw new Error(`Bench seed: createProcedure answered ${done.status}`);
      return { patient, id: done.body.id };
    },
    page: async (patient, limit) => (await api('listPatientProcedures', token, { params: { id: patient }, query: { limit } })).body,
  });
}

// Run alone: `npx tsx test/bench/procedures.ts`, on a twin of its own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.PRAKTIJK_QUIET_LOGS = '1';
  process.env.PRAKTIJK_COUNT_DB_CALLS = '1';
  const twin = await startTwin({ port: 0, webRoot: join(import.meta.dirname, '..', '..', 'web', 'dist'), log: () => undefined });
  try {
    await printProcedureFigures(twin.url);
  } finally {
    await twin.stop();
  }
}
