import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { letterVariableToken } from '@praktijk/shared/letter-markup';
import { LETTER_VARIABLES } from '@praktijk/shared/schemas/letters';
import { letterFixture } from '@praktijk/functions/letters/render/letter-fixture';
import { startTwin } from '../../infra/local/twin';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken } from '../support/practice';
import { prescriptionFields } from '../api/contract/fixtures/treatments';
import { summarize, time } from './stats';

// Letters over the API on the twin (issue 24): to_html of a two-page template with 20 variables
// and a table for a patient with records (budget: p95 under 150 ms), and a stored letter's PDF and
// Word download end to end (render budget 800 ms, letter-render.ts times the renderers alone).
// Printed, never asserted.
const ROUNDS = 100;
const DOWNLOAD_ROUNDS = 20;
const WARM_UP = 5;
const TO_HTML_BUDGET_MS = 150;

/** The fixture's two pages, with 20 variable tokens (some of them list variables, filled as tables) in place of its values. */
function twentyVariableTemplate(): string {
  const names = Object.keys(LETTER_VARIABLES).slice(0, 20);
  return `${letterFixture().html}<p>${names.map(letterVariableToken).join(' · ')}</p>`;
}

async function fixture(api: TypedApi, token: string) {
  const patient = (await api('createPatient', token, { body: newPatientBody() })).body;
  await api('createPrescription', token, { body: { ...prescriptionFields(), patient: patient.id, decursus: null } });
  const template = (await api('createLetterTemplate', token, { body: { name: `Bench ${Date.now()}`, content: twentyVariableTemplate() } })).body;
  const html = (await api('letterTemplateToHtml', token, { params: { id: template.id }, query: { patient: patient.id } })).body.html;
  const letter = (await api('createPatientLetter', token, { body: { patient: patient.id, name: 'Bench', template: template.id, edited_content: html } })).body;
  return { patient: patient.id, template: template.id, letter: letter.id };
}

export async function printLetterApiFigures(url: string): Promise<void> {
  const api = typedApi(url);
  const practice = await createTestPractice();
  const token = await idToken(practice.users.physician);
  const ids = await fixture(api, token);
  const toHtml = () => api('letterTemplateToHtml', token, { params: { id: ids.template }, query: { patient: ids.patient } });
  await time(WARM_UP, toHtml);
  const html = summarize(await time(ROUNDS, toHtml));
  const verdict = html.p95 < TO_HTML_BUDGET_MS ? 'within budget' : 'OVER budget';
  console.log(`\nLetters over the API (twin, ${ROUNDS} sequential requests; downloads ${DOWNLOAD_ROUNDS}):`);
  const [p50, p95] = [html.median, html.p95].map((ms) => ms.toFixed(1).padStart(6));
  console.log(`  to_html, 20 variables, two pages and a table   p50 ${p50}   p95 ${p95} (budget ${TO_HTML_BUDGET_MS}) -> ${verdict}`);
  for (const type of ['pdf', 'docx'] as const) {
    const download = () => api('downloadPatientLetter', token, { params: { id: ids.letter }, body: { type } });
    await time(2, download);
    const figures = summarize(await time(DOWNLOAD_ROUNDS, download));
    const [p50, p95] = [figures.median, figures.p95].map((ms) => ms.toFixed(1).padStart(6));
    console.log(`  direct_download ${type.padEnd(4)} (read, render, base64)      p50 ${p50}   p95 ${p95}`);
  }
}

// Run alone: `npx tsx test/bench/letters.ts`, on a twin of its own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.PRAKTIJK_QUIET_LOGS = '1';
  const twin = await startTwin({ port: 0, webRoot: join(import.meta.dirname, '..', '..', 'web', 'dist'), log: () => undefined });
  try {
    await printLetterApiFigures(twin.url);
  } finally {
    await twin.stop();
  }
}
