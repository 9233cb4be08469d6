import { letterKind } from '@praktijk/shared/record-kinds';
import { type StoredLetter } from '@praktijk/shared/records/letters';
import { LETTER_MIME_TYPES } from '@praktijk/shared/schemas/letters';
import { ulid } from 'ulid';
import { type RequestContext } from '../../lib/auth/context';
import { recordAccess } from '../../lib/data/access-log';
import { type Input } from '../../lib/http/types';
import { existingPatient } from '../../patients/domain/repository';
import { createPatientRecord, deletePatientRecords, listPatientRecords, updatePatientRecord } from '../../records/records';
import { dropContent, withNewContent } from '../domain/content';
import { readLetterhead, renderedLetterhead } from '../domain/letterhead';
import { checkTemplate, letterWithContent, readLetter, shownLetter, signerOf } from '../domain/patient-letters';
import { storedContent } from '../domain/templates';
import { renderLetter } from '../domain/renderer';

// Patient letters (spec 3 §7 "Letters"). Every write sanitises the HTML, stores it as a new
// version, then writes the letter's item (its audit entry and name guard in the same transaction).

const bytes = (html: string) => Buffer.byteLength(html, 'utf8');

/** A page of the patient's letters, newest first. A patient has tens of letters: one Query of small items (no content), paged here. */
export async function listPatientLetters({ params, query }: Input<'listPatientLetters'>, ctx: RequestContext) {
  const patient = await existingPatient(ctx, params.id);
  const letters = await listPatientRecords<StoredLetter>(ctx.data, letterKind, patient.id);
  const start = (query.page - 1) * query.page_size;
  return { results: letters.slice(start, start + query.page_size).map(shownLetter), count: letters.length };
}

export async function createPatientLetter({ body }: Input<'createPatientLetter'>, ctx: RequestContext) {
  const [patient] = await Promise.all([existingPatient(ctx, body.patient), checkTemplate(ctx, body.template)]);
  const html = storedContent(body.edited_content, 'edited_content');
  const id = ulid();
  const now = new Date().toISOString();
  const saved = await withNewContent(ctx, 'patient', id, html, undefined, (version) =>
    createPatientRecord(ctx, letterKind, patient.id, {
      id,
      name: body.name,
      template: body.template,
      content_version: version,
      content_bytes: bytes(html),
      updated: now,
    }),
  );
  return { ...shownLetter(saved as StoredLetter), edited_content: html };
}

export async function updatePatientLetter({ params, body }: Input<'updatePatientLetter'>, ctx: RequestContext) {
  const html = storedContent(body.edited_content, 'edited_content');
  const before = await readLetter(ctx, params.id);
  const saved = await withNewContent(ctx, 'patient', before.id, html, before.content_version, (version) =>
    updatePatientRecord(
      ctx,
      letterKind,
      before,
      { ...(body.name === undefined ? {} : { name: body.name }), content_version: version, content_bytes: bytes(html), updated: new Date().toISOString() },
      body.consistency_token,
    ),
  );
  return { ...shownLetter(saved), edited_content: html };
}

export async function deletePatientLetter({ params, query }: Input<'deletePatientLetter'>, ctx: RequestContext) {
  const before = await readLetter(ctx, params.id);
  await deletePatientRecords(ctx, letterKind, [{ before, expectedToken: query.consistency_token }]);
  await dropContent(ctx, 'patient', before.id, before.content_version);
  return undefined;
}

export async function patientLetterToHtml({ params }: Input<'patientLetterToHtml'>, ctx: RequestContext) {
  const { html } = await letterWithContent(ctx, params.id);
  return { html };
}

/** The letter as a file (spec 3 §7 direct_download): on the practice's letterhead, signed by the user who makes it. */
export async function downloadPatientLetter({ params, body }: Input<'downloadPatientLetter'>, ctx: RequestContext) {
  const [{ letter, html }, letterhead] = await Promise.all([letterWithContent(ctx, params.id), readLetterhead(ctx)]);
  const file = await renderLetter(body.type, {
    html,
    title: letter.name,
    letterhead: renderedLetterhead(letterhead),
    signer: signerOf(ctx),
  });
  // The access log records the file before it goes out (lib/data/access-log.ts): no download without its record.
  await recordAccess(ctx, { object: 'patient_letter', objectIds: [letter.id], patientId: letter.patient_id, kind: 'download', route: 'downloadPatientLetter' });
  return { content: file.toString('base64'), filename: letterFilename(letter.name, body.type), mime_type: LETTER_MIME_TYPES[body.type] };
}

const UNSAFE_IN_FILENAMES = new Set('\\/:*?"<>|');

/** The file's name: the letter's name with what a file system refuses taken out, and the type's extension. */
export function letterFilename(name: string, type: keyof typeof LETTER_MIME_TYPES): string {
  const replaced = [...name].map((c) => (UNSAFE_IN_FILENAMES.has(c) || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? ' ' : c)).join('');
  const safe = replaced.replace(/\s+/g, ' ').trim().slice(0, 120) || 'letter';
  return `${safe}.${type}`;
}
