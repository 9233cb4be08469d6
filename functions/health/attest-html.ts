import { attestKind } from '@praktijk/shared/record-kinds';
import { isoToDisplay } from '@praktijk/shared/dates';
import { type RequestContext } from '../lib/auth/context';
import { auditUserName } from '../lib/data/audit';
import { type UserProfileItem } from '../lib/data/items';
import { type Input } from '../lib/http/types';
import { getPatientRecord } from '../records/records';
import { type StoredPatient } from '../patients/domain/summary';
import { existingPatient } from '../patients/domain/repository';
import { showAttest, type StoredAttest } from './records/attests';

// An attest as printable HTML (spec 2 §7 `GET health/attests/{id}/to_html/`): a sick-leave or
// work-absence certificate with the practice, the patient, the days and who wrote it. Every value
// is escaped: a company name of '<script>' prints as text. The Print button itself shows 'Coming
// Soon' (spec 2 §2, §9); this document is what it will print.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const plural = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The period in words: the picked dates, the from-until range, or the number of days. */
function periodOf(a: ReturnType<typeof showAttest>): string {
  if (a.dates.length) return `on ${a.dates.map(isoToDisplay).join(', ')}`;
  if (a.from_date && a.until_date) return `from ${isoToDisplay(a.from_date)} until ${isoToDisplay(a.until_date)}`;
  return `for ${plural(a.sum_days)}`;
}

export function attestHtml(input: { practice: string; patient: StoredPatient; attest: StoredAttest; author: string | null }): string {
  const a = showAttest(input.attest);
  const e = escapeHtml;
  const name = `${input.patient.first_name} ${input.patient.surname}`.trim();
  const dated = isoToDisplay(a.attest_date.slice(0, 10));
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>Attest ${e(name)} ${e(dated)}</title>`,
    '<style>body{font-family:Georgia,serif;max-width:40em;margin:3em auto;line-height:1.5}h1{font-size:1.4em}.meta{color:#555}</style>',
    '</head><body>',
    `<p class="meta">${e(input.practice)}</p>`,
    '<h1>Attest</h1>',
    `<p>The undersigned declares that <strong>${e(name)}</strong>, born ${e(isoToDisplay(input.patient.date_of_birth))}, ` +
      `patient number ${e(input.patient.internal_number)}, is unable to work ${e(periodOf(a))} (${e(plural(a.sum_days))} in all).</p>`,
    a.company_name ? `<p>For: ${e(a.company_name)}</p>` : '',
    `<p class="meta">Date: ${e(dated)}</p>`,
    `<p>${e(input.author ?? '')}</p>`,
    '</body></html>',
  ].join('\n');
}

export async function getAttestHtml({ params }: Input<'getAttestHtml'>, ctx: RequestContext): Promise<{ html: string }> {
  const attest = await getPatientRecord<StoredAttest>(ctx.data, attestKind, params.id);
  const [patient, author] = await Promise.all([
    existingPatient(ctx, attest.patient_id),
    attest.created_by ? ctx.data.get<UserProfileItem>(ctx.data.keys.user(attest.created_by)) : Promise.resolve(undefined),
  ]);
  return { html: attestHtml({ practice: ctx.practice.name, patient, attest, author: author ? (auditUserName(author) ?? author.email) : null }) };
}
