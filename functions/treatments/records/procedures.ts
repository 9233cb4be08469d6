import { insuranceKind, procedureKind } from '@praktijk/shared/record-kinds';
import { insuranceInForce } from '@praktijk/shared/records/insurance';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { type Procedure, PROCEDURE_TYPES_MAX, type ProcedureType, procedureResource } from '@praktijk/shared/records/procedures';
import { procedureTypeSchema, typesForResource } from '@praktijk/shared/records/procedures';
import { type RequestContext } from '../../lib/auth/context';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { findItems, readCatalogue, searchCatalogue } from '../../catalogue/domain/store';
import { type StoredCatalogueItem } from '../../catalogue/domain/layout';
import { existingPatient } from '../../patients/domain/repository';
import { recordOperations } from '../../records/operations';
import { listPatientRecords, listRecordsUnder, type PatientRecord } from '../../records/records';

// Procedures (issue 25 "Procedures (billing)"): the generic record operations (a page of the
// patient's, create, description change, delete) with the type and the note's day stored at the
// create, the type search by the patient's tariff list, and a note's procedures (its sub-panel).

type StoredInsurance = PatientRecord & { is_active: boolean; is_primary: boolean; company_id: string; effective_date: string | null; expiry_date: string };
/** As stored: the record's fields with the type and the note's day kept at the create. */
type StoredProcedure = PatientRecord & Procedure;

/** A catalogue line as the API shows a procedure type (its id is its code). */
function typeOf(item: StoredCatalogueItem): ProcedureType {
  return procedureTypeSchema.parse({ id: item.code, code: item.code, name: item.name, resource: item.resource, tariff: item.tariff });
}

/** The company of the patient's primary insurance in force today, or null when there is none. */
export async function primaryInsuranceCompany(ctx: RequestContext, patientId: string): Promise<string | null> {
  const today = practiceToday();
  const insurances = await listPatientRecords<StoredInsurance>(ctx.data, insuranceKind, patientId);
  return insurances.find((i) => i.is_primary && insuranceInForce(i, today))?.company_id ?? null;
}

/** GET procedures/types/: the matches (the whole list without a search), of the patient's tariff list when it has any. */
export async function listProcedureTypes({ query }: Input<'listProcedureTypes'>, ctx: RequestContext): Promise<ProcedureType[]> {
  const search = query.search ?? '';
  const [items, company] = await Promise.all([
    search ? searchCatalogue('procedure_types', search, { limit: PROCEDURE_TYPES_MAX * 2 }) : readCatalogue('procedure_types', PROCEDURE_TYPES_MAX * 2),
    query.patient ? existingPatient(ctx, query.patient).then((patient) => primaryInsuranceCompany(ctx, patient.id)) : undefined,
  ]);
  const types = items.map(typeOf);
  return (company === undefined ? types : typesForResource(types, procedureResource(company))).slice(0, PROCEDURE_TYPES_MAX);
}

/** GET decursus/{id}/procedures/: the note's procedures in the order they were added (one Query of its GSI2 list). */
export async function listDecursusProcedures({ params }: Input<'listDecursusProcedures'>, ctx: RequestContext) {
  const note = await ctx.data.get<{ patient_id: string }>(ctx.data.keys.decursus(params.id));
  if (!note) throw new NotFoundError();
  const procedures = await listRecordsUnder<StoredProcedure>(ctx.data, procedureKind, params.id);
  return procedures.reverse();
}

export const procedureOperations = recordOperations(procedureKind, {
  // The type as priced today and the note's day, kept with the procedure: billing history is never repriced.
  // The note was read by the create's own check that it is the patient's: its day comes with it.
  async enrichCreate(body, _patient, _ctx, note) {
    const types = await findItems('procedure_types', [body.type_id]);
    const item = types.get(body.type_id);
    if (!item) throw ValidationError.field('type_id', `Invalid pk "${body.type_id}" - object does not exist.`);
    const { id: _id, ...type } = typeOf(item);
    return { stored: { type, decursus_date: note?.date ?? '' } };
  },
});
