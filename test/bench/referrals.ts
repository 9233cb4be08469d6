import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { referralKind } from '@praktijk/shared/record-kinds';
import { startTwin } from '../../infra/local/twin';
import { typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken } from '../support/practice';
import { printFirstPageFigures } from './first-page';

// Patient referrals (issue 25): the Patient Referrals sub-tab's first page flat from 5 to 500 referrals (first-page.ts).
export async function printReferralFigures(url: string): Promise<void> {
  const api = typedApi(url);
  const practice = await createTestPractice();
  const token = await idToken(practice.users.physician);
  await printFirstPageFigures({
    label: 'Patient referrals',
    noun: 'referrals',
    kind: referralKind,
    tenantId: practice.id,
    first: async () => {
      const patient = (await api('createPatient', token, { body: newPatientBody() })).body.id;
      const body = { ...referralKind.sample, patient, reason: '<p>Graag beoordeling van de klachten op de borst bij inspanning.</p>' };
      const referral = await api('createReferral', token, { body });
      if (referral.status !== 201) throw new Error(`Bench seed: createReferral answered ${referral.status}`);
      return { patient, id: referral.body.id };
    },
    page: async (patient, limit) => (await api('listPatientReferrals', token, { params: { id: patient }, query: { limit } })).body,
  });
}

// Run alone: `npx tsx test/bench/referrals.ts`, on a twin of its own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.PRAKTIJK_QUIET_LOGS = '1';
  process.env.PRAKTIJK_COUNT_DB_CALLS = '1';
  const twin = await startTwin({ port: 0, webRoot: join(import.meta.dirname, '..', '..', 'web', 'dist'), log: () => undefined });
  try {
    await printReferralFigures(twin.url);
  } finally {
    await twin.stop();
  }
}
