import { consultationItems } from '@praktijk/functions/consultations/domain/items';
import { takeDbCalls } from '@praktijk/functions/lib/data/call-counter';
import { tenantData } from '@praktijk/functions/lib/data/tenant-data';
import { type ApiOperation } from '@praktijk/shared/client/route-types';
import { type RawCallOptions, typedApi, type TypedApi } from '../support/api';
import { putAll } from '../../infra/local/seed/batch-put';
import { newPatientBody } from '../support/patients';
import { summarize, time } from './stats';

// Opening a consultation (issue 10's budget): the first requests of the consultation screen and
// of the decursus screen for a patient with few and with many earlier consultations. Each request
// of the set is timed and its DynamoDB commands counted (the caller's one BatchGet included), and
// the whole set is timed as the browser sends it, in parallel. Earlier consultations are written
// straight into the table with the same item builders the create operation uses.
const ROUNDS = 100;
const WARM_UP = 10;
const SIZES = [5, 500];
/** Goal: the set at 500 earlier consultations within this factor of the set at 5 (p95). */
const MAX_RATIO = 1.2;
/** Budget: each request of the set within this many DynamoDB round trips, and no Scan. */
const MAX_ROUND_TRIPS = 3;

type Call = { name: string; run: () => Promise<unknown> };
/** The physician the earlier consultations are with; `user` names the author of each note's revision 1. */
export type Practitioner = { id: string; name: string; user: { email: string; first_name: string; last_name: string } };

export interface OpeningFigure {
  earlier: number;
  set: { median: number; p95: number };
  requests: { name: string; median: number; p95: number; dbCalls: number; commands: string[] }[];
}

/** `count` treated consultations with a written note, one a week back from yesterday. */
async function seedEarlier(tenantId: string, patientId: string, practitioner: Practitioner, count: number): Promise<void> {
  const data = tenantData(tenantId);
  const items = Array.from({ length: count }, (_, i) => {
    const start = new Date(Date.now() - (1 + i * 7) * 86_400_000);
    const built = consultationItems({
      data,
      patientId,
      patientNames: { first_name: 'Bench', surname: 'Patient' },
      practitioner: { id: practitioner.id, name: practitioner.name },
      author: practitioner,
      start,
      reason_type: null,
      reason: `Controle ${i}`,
      is_walkin: false,
      insurance: null,
      arrived: true,
      processed: true,
      note: {
        subjective: `Klachten week ${i}`,
        objective: 'RR 135/85',
        evaluation: 'Hypertensie',
        policy: 'Controle over 3 maanden',
        icpc_evaluation_id: 'K86',
      },
    });
    return [built.items.consultation, built.items.decursus, built.items.revision];
  });
  await putAll(items.flat());
}

function openingCalls(api: TypedApi, token: string, patientId: string, consultationId: string): Call[] {
  const byId = { params: { id: consultationId } };
  const byPatient = { params: { id: patientId } };
  const call = (name: ApiOperation, options: RawCallOptions): Call => ({ name, run: () => api.raw(name, token, options) });
  return [
    // The consultation screen.
    call('getConsultation', byId),
    call('getPatient', byPatient),
    call('listInsurances', byPatient),
    call('getMemo', byPatient),
    call('getHistory', byPatient),
    // The decursus screen.
    call('currentDecursus', byId),
    call('previousDecursus', { ...byId, query: { position: 'last' } }),
    call('listActiveEpisodes', byPatient),
  ];
}

export async function consultationOpeningFigures(url: string, tenantId: string, token: string, practitioner: Practitioner): Promise<OpeningFigure[]> {
  const api = typedApi(url);
  const reason = (await api('createConsultReasonType', token, { body: { name: 'Bench', practitioner: null } })).body;
  const figures: OpeningFigure[] = [];
  for (const earlier of SIZES) {
    const patient = (await api('createPatient', token, { body: newPatientBody() })).body;
    await seedEarlier(tenantId, patient.id, practitioner, earlier);
    const consultation = (
      await api('createConsultation', token, {
        params: { id: patient.id },
        body: { reason_type: reason.id, reason: 'Bench', is_walkin: true, insurance: null },
      })
    ).body;
    const calls = openingCalls(api, token, patient.id, consultation.id);
    const openSet = () => Promise.all(calls.map((c) => c.run()));
    await time(WARM_UP, openSet); // each handler's first load is not a figure of opening
    const set = summarize(await time(ROUNDS, openSet));
    const requests = [];
    for (const c of calls) {
      takeDbCalls();
      await c.run();
      const { count, commands } = takeDbCalls();
      const { median, p95 } = summarize(await time(ROUNDS / 2, c.run));
      requests.push({ name: c.name, median, p95, dbCalls: count, commands });
    }
    figures.push({ earlier, set, requests });
  }
  return figures;
}

export function printConsultationOpeningFigures(figures: readonly OpeningFigure[]): void {
  console.log(`\nOpening a consultation (the consultation and decursus screens' first requests; ${ROUNDS} rounds of the set in parallel):`);
  for (const row of figures) {
    console.log(`  ${String(row.earlier).padStart(4)} earlier consultations: whole set p50 ${row.set.median.toFixed(1)} ms, p95 ${row.set.p95.toFixed(1)} ms`);
    for (const r of row.requests) {
      const scan = r.commands.some((c) => c.startsWith('Scan')) ? '  SCAN!' : '';
      console.log(
        `      ${r.name.padEnd(20)} p50 ${r.median.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ` +
          `DynamoDB calls ${r.dbCalls} (${r.commands.map((c) => c.replace(/Command$/, '')).join(', ')})${scan}`,
      );
    }
  }
  if (figures.length < 2) return;
  const [small, large] = [figures[0]!, figures[figures.length - 1]!];
  const ratio = large.set.p95 / small.set.p95;
  const worst = Math.max(...figures.flatMap((f) => f.requests.map((r) => r.dbCalls)));
  const scans = figures.some((f) => f.requests.some((r) => r.commands.some((c) => c.startsWith('Scan'))));
  const ok = ratio <= MAX_RATIO && worst <= MAX_ROUND_TRIPS && !scans;
  console.log(
    `  budget: p95 at ${large.earlier} within ${MAX_RATIO}x of ${small.earlier} (is x${ratio.toFixed(2)}), ` +
      `each request within ${MAX_ROUND_TRIPS} DynamoDB calls (most is ${worst}), no Scan (${scans ? 'a Scan' : 'none'}) ` +
      `-> ${ok ? 'WITHIN BUDGET' : 'BUDGET MISSED'}`,
  );
}
