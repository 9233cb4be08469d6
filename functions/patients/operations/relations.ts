import { relationKind } from '@praktijk/shared/record-kinds';
import { type RequestContext } from '../../lib/auth/context';
import { type Input } from '../../lib/http/types';
import { nameTokens } from '../domain/normalize';
import { listPatientRecords, listRecordsUnder, type PatientRecord } from '../../records/records';
import { searchPatients } from '../domain/search';
import { existingPatient } from '../domain/repository';

// Relations are a record kind (records/relation.ts); this is the search for new ones (spec 2 §2).
const RELATED_LIMIT = 10;

/** Candidates for a new relation, found by full name, without the patient and those already related. */
export async function searchRelatable({ params, query }: Input<'searchRelatable'>, ctx: RequestContext) {
  const patient = await existingPatient(ctx, params.id);
  const terms = nameTokens(query.search);
  if (!terms.length) return [];
  // Related either way: relations added on this patient, and those added on the other one.
  type Stored = PatientRecord & { to_patient: string };
  const [own, under] = await Promise.all([
    listPatientRecords<Stored>(ctx.data, relationKind, patient.id),
    listRecordsUnder<Stored>(ctx.data, relationKind, patient.id),
  ]);
  const related = new Set([...own.map((r) => r.to_patient), ...under.map((r) => r.patient_id)]);
  const page = await searchPatients(ctx.tenantId, { kind: 'name', terms }, RELATED_LIMIT + related.size + 1);
  return page.results.filter((p) => p.id !== patient.id && !related.has(p.id)).slice(0, RELATED_LIMIT);
}
