import { labReferralKind } from '@praktijk/shared/record-kinds';
import { practiceLocal } from '@praktijk/shared/practice-clock';
import { LAB_REFERENCES, type LabFields, type LabTest, labTestRowId } from '@praktijk/shared/records/lab';
import { namesOf, readReferences } from '../../catalogue/domain/record-references';
import { type RequestContext } from '../../lib/auth/context';
import { recordAccess } from '../../lib/data/access-log';
import { deleteObject, viewUrl } from '../../lib/files/s3';
import { logEvent } from '../../lib/log';
import { refOf, type StoredHealthRecord } from '../../records/shown-records';
import { recordOperations } from '../../records/operations';
import { type ChosenTest, chosenTests } from './tests';

// Diagnostic referrals as records of a patient (shared/src/records/lab.ts has the decisions): the
// generic record operations, with the tests checked and stored as chosen, each row's result, and
// the result document's object removed with the referral.

/** The result document as stored: the object's key (ids only) and what the file was. */
export interface StoredDocument {
  key: string;
  filename: string;
  extension: string;
  mime_type: string;
  size: number;
  uploaded: string;
}
export type StoredTestRow = ChosenTest & { result_value: string };
export type StoredLab = StoredHealthRecord &
  LabFields & {
    diagnostics_tests: StoredTestRow[];
    document?: StoredDocument | null;
  } & Record<string, unknown>;

/** When the referral was made: administrative_datetime, else when it was recorded (practice wall clock). */
export const diagnosticsDate = (r: Pick<StoredLab, 'administrative_datetime' | 'created'>) => r.administrative_datetime ?? practiceLocal(r.created);

export const testRowsOf = (r: Pick<StoredLab, 'id' | 'diagnostics_tests'>): LabTest[] =>
  r.diagnostics_tests.map((t, i) => ({
    id: labTestRowId(r.id, i),
    test_id: t.test_id,
    name: t.name,
    parent_id: t.parent_id,
    parent_name: t.parent_name,
    unit: t.unit,
    result_value: t.result_value,
  }));

/** Spec 2 §3 "Diagnostic referral" display; the document's link is made for each answer and soon expires. Answers go out through showLabs (audited). */
async function showLab(r: StoredLab) {
  const { document, ...record } = r;
  return {
    ...record,
    type: refOf(r, 'type_id'),
    priority: refOf(r, 'priority_id'),
    diagnostics_tests: testRowsOf(r),
    filename: document?.filename ?? null,
    document_extension: document?.extension ?? null,
    document_url: document ? await viewUrl('documents', document.key, { filename: document.filename, contentType: document.mime_type }) : null,
    diagnostics_date: diagnosticsDate(r),
  };
}

/**
 * The referrals as answers, their document links recorded in the access log before they go out.
 * The rule (issue 23 §4): spec 2 names `document_url` on every referral answer, and a presigned
 * link is the capability to read the file, so handing it out is the audited access, not a click
 * the server never sees. To keep the log readable, an answer records one entry per patient listing
 * the referrals whose links it carried (kind 'link'), not one per document; the View button asks
 * for its own fresh link (getLabDocument, its own entry), so a view at any later time is recorded
 * as well. `route` names the operation; the request id ties the entry to the request's logs.
 */
export async function showLabs(records: StoredLab[], ctx: RequestContext, route: string) {
  const shown = await Promise.all(records.map(showLab));
  const linkedByPatient = new Map<string, string[]>();
  for (const record of records) {
    if (!record.document) continue;
    linkedByPatient.set(record.patient_id, [...(linkedByPatient.get(record.patient_id) ?? []), record.id]);
  }
  for (const [patientId, objectIds] of linkedByPatient) {
    await recordAccess(ctx, { object: 'lab_document', objectIds, patientId, kind: 'link', route });
  }
  return shown;
}

/** One referral's answer, its link recorded as above. */
export const showLabAnswer = async (record: StoredLab, ctx: RequestContext, route: string) => (await showLabs([record], ctx, route))[0]!;

/** Removing an object no referral names any more: a failure leaves an orphan, never a wrong answer. */
export async function removeDocumentObject(key: string): Promise<void> {
  await deleteObject('documents', key).catch((error: unknown) => logEvent('warn', 'lab document object not removed', { error: (error as Error).name }));
}

export const labReferralOperations = recordOperations(labReferralKind, {
  async enrich(fields) {
    const [references, tests] = await Promise.all([readReferences(fields, LAB_REFERENCES), chosenTests(fields.type_id, fields.tests)]);
    return { names: namesOf(references), diagnostics_tests: tests.map((t) => ({ ...t, result_value: '' })) };
  },
  // The generic operations (list, get, create, update, and the consultation's lists) answer through here.
  async show(records, ctx) {
    return showLabs(records as StoredLab[], ctx, 'labReferral record answer');
  },
  // The result document's object goes after the record (so no referral names a missing file).
  async afterDelete(records) {
    for (const record of records as StoredLab[]) if (record.document) await removeDocumentObject(record.document.key);
  },
});
