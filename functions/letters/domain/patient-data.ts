import { allergyKind, bloodTypeKind, historyKind, prescriptionKind } from '@praktijk/shared/record-kinds';
import { type DosageFields } from '@praktijk/shared/records/prescriptions';
import { type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';
import { itemKeys, itemsFromRows } from '../../catalogue/domain/store';
import { existingDecursus, notesPage } from '../../consultations/domain/reads';
import { type StoredDecursus } from '../../consultations/domain/items';
import { type RequestContext } from '../../lib/auth/context';
import { batchGet } from '../../lib/data/query';
import { can, type PermissionModel } from '@praktijk/shared/permissions';
import { NotFoundError } from '../../lib/errors';
import { getPatient } from '../../patients/domain/repository';
import { type StoredPatient } from '../../patients/domain/summary';
import { pagePatientRecords } from '../../records/record-pages';
import { listPatientRecords, type PatientRecord } from '../../records/records';

// What a letter's variables are filled from (issue 24), read in two rounds whatever the template
// holds: the patient, their allergies, General History, blood type, both prescription lists and
// the note in one round side by side (records of another practice's patient read as none: the keys
// are the practice's), then the catalogue names the patient and history name in one BatchGet.

/** The rows a list variable shows at most: a letter is no export (the newest first). */
export const LETTER_LIST_ROWS = 50;

type Names = Partial<Record<string, string>>;
export type LetterAllergy = PatientRecord & { names?: Names; reaction: string; identification_date: string | null };
export type LetterHistory = PatientRecord & { description: string; icpc_ids: string[] };
export type LetterBloodType = PatientRecord & { names?: Names };
export type LetterPrescription = PatientRecord &
  DosageFields & {
    names?: Names;
    full_medication: string;
    prescription_date: string;
    medication_stopped: boolean;
    stoppage_date_time: string | null;
    is_repeated: boolean;
  };

export interface LetterData {
  patient: StoredPatient;
  /** Catalogue names by the patient's field ('title_id' -> 'Dhr.'). */
  names: Names;
  /** ICPC rubric names by code, for the history's codes. */
  icpcNames: Names;
  allergies: LetterAllergy[];
  history: LetterHistory | null;
  bloodType: LetterBloodType | null;
  prescriptions: LetterPrescription[];
  chronicPrescriptions: LetterPrescription[];
  decursus: StoredDecursus | null;
}

/** The patient fields a letter shows by their catalogue item's name. */
const NAMED_FIELDS = [
  ['title_id', 'titles'],
  ['biological_gender_id', 'biological_genders'],
  ['identified_gender_id', 'identified_genders'],
  ['ethnicity_id', 'ethnicities'],
  ['proclaimed_ethnicity_id', 'ethnicities'],
  ['nationality_id', 'nationalities'],
  ['marital_status_id', 'marital_statuses'],
  ['address_id', 'addresses'],
  ['resort_id', 'resorts'],
  ['district_id', 'districts'],
] as const satisfies readonly (readonly [keyof StoredPatient, ReferenceCatalogueName])[];

/** The note the Decursus variables come from: the one asked for (it must be this patient's), else the latest. */
async function noteOf(ctx: RequestContext, patientId: string, decursusId: string | undefined): Promise<StoredDecursus | null> {
  if (!decursusId) return (await notesPage(ctx.data, patientId, 1)).notes[0] ?? null;
  const note = await existingDecursus(ctx.data, decursusId);
  if (note.patient_id !== patientId) throw new NotFoundError();
  return note;
}

const prescriptionsOf = (ctx: RequestContext, patientId: string, chronic: boolean) =>
  pagePatientRecords<LetterPrescription>(ctx.data, prescriptionKind, patientId, LETTER_LIST_ROWS, undefined, chronic);

async function catalogueNames(patient: StoredPatient, icpcIds: readonly string[]): Promise<Pick<LetterData, 'names' | 'icpcNames'>> {
  const wanted = NAMED_FIELDS.flatMap(([field, catalogue]) => {
    const id = patient[field];
    return id ? [{ field, catalogue, id }] : [];
  });
  const rows = await batchGet([...wanted.flatMap((w) => itemKeys(w.catalogue, [w.id])), ...itemKeys('icpc_codes', icpcIds)]);
  const names: Names = {};
  for (const w of wanted) names[w.field] = itemsFromRows(w.catalogue, [w.id], rows).get(w.id)?.name;
  const icpc = itemsFromRows('icpc_codes', icpcIds, rows);
  return { names, icpcNames: Object.fromEntries(icpcIds.map((id) => [id, icpc.get(id)?.name])) };
}

/** Everything a template may name for this patient; 404 when the patient (or the note) is not this practice's. */
export async function readLetterData(ctx: RequestContext, patientId: string, decursusId?: string): Promise<LetterData> {
  // A variable is filled only from what the caller may see: a letter writer without view on
  // prescriptions gets those variables empty, as the record's own screens would show them nothing.
  const viewable = (model: PermissionModel) => can({ is_staff: ctx.isStaff, permissions: ctx.permissions }, 'view', model);
  const when = <T>(model: PermissionModel, read: () => Promise<T>, none: T): Promise<T> => (viewable(model) ? read() : Promise.resolve(none));
  const noPage = { results: [], count: 0, next: null };
  const [patient, allergies, history, bloodType, prescriptions, chronic, decursus] = await Promise.all([
    getPatient(ctx.tenantId, patientId),
    when(allergyKind.permission, () => pagePatientRecords<LetterAllergy>(ctx.data, allergyKind, patientId, LETTER_LIST_ROWS, undefined), noPage),
    when(historyKind.permission, () => listPatientRecords<LetterHistory>(ctx.data, historyKind, patientId), []),
    when(bloodTypeKind.permission, () => listPatientRecords<LetterBloodType>(ctx.data, bloodTypeKind, patientId), []),
    when(prescriptionKind.permission, () => prescriptionsOf(ctx, patientId, false), noPage),
    when(prescriptionKind.permission, () => prescriptionsOf(ctx, patientId, true), noPage),
    // A named note is still checked (another patient's or practice's answers 404) even when its text is not shown.
    viewable('decursus') ? noteOf(ctx, patientId, decursusId) : noteOf(ctx, patientId, decursusId).then(() => null),
  ]);
  if (!patient) throw new NotFoundError();
  const historyRecord = history[0] ?? null;
  return {
    patient,
    ...(await catalogueNames(patient, historyRecord?.icpc_ids ?? [])),
    allergies: allergies.results,
    history: historyRecord,
    bloodType: bloodType[0] ?? null,
    prescriptions: prescriptions.results,
    // The chronic list holds each repeat as its own row: the letter names each medication once, while it runs.
    chronicPrescriptions: chronic.results.filter((p) => !p.is_repeated && !p.medication_stopped),
    decursus,
  };
}
