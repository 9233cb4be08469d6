import { formatDate, isoToDisplay } from '@praktijk/shared/dates';
import { LETTER_MIME_TYPES } from '@praktijk/shared/schemas/letters';
import { type RequestContext } from '../../lib/auth/context';
import { recordAccess } from '../../lib/data/access-log';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { insuranceLines } from '../../patients/domain/insurance-lines';
import { existingPatient } from '../../patients/domain/repository';
import { getPatientRecord } from '../../records/records';
import { referralKind } from '@praktijk/shared/record-kinds';
import { escapeHtml } from '../domain/fill';
import { readLetterhead, renderedLetterhead } from '../domain/letterhead';
import { signerOf } from '../domain/patient-letters';
import { renderLetter } from '../domain/renderer';
import { letterFilename } from '../operations/patient-letters';
import { showReferral } from './operations';

// GET referrals/{id}/printable/ (spec 3 §2 "print for printable rows"): the referral letter as a
// PDF on the practice's letterhead, signed by the user who prints it, naming the patient (name,
// date of birth, number, insurances in force) and the referral (type, priority, consults,
// receiving provider) above the reason, as the colleague needs them. Recorded in the access log
// before it goes out, like a letter's download.

export const NOT_PRINTABLE_REFERRAL = 'This referral has no reason to print.';

type Shown = ReturnType<typeof showReferral>;

/** The lines above the reason: label and value, escaped (names and providers are typed text). */
function referralHeader(referral: Shown, patient: { name: string; born: string; number: string }, insurances: string[]): string {
  const rows: [string, string][] = [
    ['Patient', patient.name],
    ['Date of birth', patient.born],
    ['Patient number', patient.number],
    ...insurances.map((line): [string, string] => ['Insurance', line]),
    ['Type', referral.type?.name ?? ''],
    ['Priority', referral.priority?.name ?? ''],
    ['Consults', String(referral.consults)],
    ['Receiving provider', referral.receiving],
    ['Date', formatDate(referral.created)],
  ];
  const cells = rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<tr><td><strong>${escapeHtml(label)}</strong></td><td>${escapeHtml(value)}</td></tr>`);
  return `<h2>Referral</h2><table><tbody>${cells.join('')}</tbody></table>`;
}

export async function printReferral({ params }: Input<'printReferral'>, ctx: RequestContext) {
  const referral = showReferral(await getPatientRecord(ctx.data, referralKind, params.id));
  if (!referral.printable) throw ValidationError.nonField(NOT_PRINTABLE_REFERRAL);
  const [patient, insurances, letterhead] = await Promise.all([
    existingPatient(ctx, referral.patient_id),
    insuranceLines(ctx.data, referral.patient_id),
    readLetterhead(ctx),
  ]);
  const name = `${patient.first_name} ${patient.surname}`.trim();
  const header = referralHeader(referral, { name, born: isoToDisplay(patient.date_of_birth), number: patient.internal_number }, insurances);
  const title = `Referral ${referral.type?.name ?? ''} ${name}`.trim();
  const file = await renderLetter('pdf', { html: `${header}${referral.reason}`, title, letterhead: renderedLetterhead(letterhead), signer: signerOf(ctx) });
  await recordAccess(ctx, { object: 'referral_pdf', objectIds: [referral.id], patientId: referral.patient_id, kind: 'download', route: 'printReferral' });
  return {
    content: file.toString('base64'),
    filename: letterFilename(`Referral ${patient.internal_number} ${formatDate(referral.created)}`, 'pdf'),
    mime_type: LETTER_MIME_TYPES.pdf,
  };
}
