import { labReferralKind } from '@praktijk/shared/record-kinds';
import { practiceLocal } from '@praktijk/shared/practice-clock';
import { LAB_REFERENCES, type LabFields, type LabTest, labTestRowId } from '@praktijk/shared/records/lab';
import { namesOf, readReferences } from '../../lib/catalogue/record-references';
import { deleteObject, viewUrl } from '../../lib/files/s3';
import { logEvent } from '../../lib/log';
import { refOf, type StoredHealthRecord } from '../../lib/patients/shown-records';
import { recordOperations } from '../../patients/records/operations';
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

/** Spec 2 §3 "Diagnostic referral" display; the document's link is made for each answer and soon expires. */
export async function showLab(r: StoredLab) {
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

/** Removing an object no referral names any more: a failure leaves an orphan, never a wrong answer. */
export async function removeDocumentObject(key: string): Promise<void> {
  await deleteObject('documents', key).catch((error: unknown) => logEvent('warn', 'lab document object not removed', { error: (error as Error).name }));
}

export const labReferralOperations = recordOperations(labReferralKind, {
  async enrich(fields) {
    const [references, tests] = await Promise.all([readReferences(fields, LAB_REFERENCES), chosenTests(fields.type_id, fields.tests)]);
    return { names: namesOf(references), diagnostics_tests: tests.map((t) => ({ ...t, result_value: '' })) };
  },
  async show(records) {
    return Promise.all(records.map((r) => showLab(r as StoredLab)));
  },
  // The result document's object goes after the record (so no referral names a missing file).
  async afterDelete(records) {
    for (const record of records as StoredLab[]) if (record.document) await removeDocumentObject(record.document.key);
  },
});
