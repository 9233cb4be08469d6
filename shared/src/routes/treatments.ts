import { kindRoutesOf, prescriptionKind, procedureKind, RECORD_KINDS } from '../record-kinds';
import { procedureTypeListSchema, procedureTypesQuery } from '../records/procedures';
import { idParams } from '../schemas/common';
import {
  prescriptionTemplateBody,
  prescriptionTemplateDeleteQuery,
  prescriptionTemplateListSchema,
  prescriptionTemplateQuery,
  prescriptionTemplateSchema,
  prescriptionTemplateUpdate,
} from '../schemas/prescription-templates';
import { prescriptionStopSchema } from '../records/prescriptions';
import { printableQuery, printableSchema } from '../schemas/prescription-printable';
import { can, defineRoutes } from './define';

// Routes of the treatments resource (spec 2 §2 Treatments tab, spec 1 §7): vaccinations and
// prescriptions with their templates (issue 13). The per-patient lists sit under
// /api/patients/{id}/... as spec 1 §7 names them, answered by this Lambda.
export const treatmentsRoutes = defineRoutes('treatments', {
  // Vaccinations, prescriptions and diagnostic referrals: record kinds (records/).
  ...kindRoutesOf(RECORD_KINDS, 'treatments'),
  stopPrescription: {
    method: 'PATCH',
    path: '/api/prescriptions/{id}/',
    access: can('change', 'prescription'),
    params: idParams,
    body: prescriptionStopSchema,
    response: prescriptionKind.schemas.record,
    summary: 'Stops a prescription with a reason, and its repeats dated after the stop (a repeated row is not stopped on its own).',
  },
  printPrescription: {
    method: 'GET',
    path: '/api/prescriptions/{id}/printable/',
    access: can('execute', 'prescription'),
    params: idParams,
    query: printableQuery,
    response: printableSchema,
    summary: 'A prescription as a PDF (base64), or with print_all every printable, not-stopped one of its list; a stopped or future one is refused.',
  },
  // Procedures (issue 25): the tariff list's types for a patient, and a consultation note's procedures.
  listProcedureTypes: {
    method: 'GET',
    path: '/api/procedures/types/',
    access: can('view', 'procedure'),
    query: procedureTypesQuery,
    response: procedureTypeListSchema,
    summary: "Procedure types whose code or name words begin with the search, from the patient's tariff list (SZF or SURVAM) when it has matches.",
  },
  listDecursusProcedures: {
    method: 'GET',
    path: '/api/decursus/{id}/procedures/',
    access: can('view', 'procedure'),
    params: idParams,
    response: procedureKind.schemas.list,
    summary: 'The procedures done in a consultation note, in the order they were added.',
  },
  // Templates are the practice's, shared by its prescribers: whoever may see prescriptions sees
  // them, whoever may prescribe saves, changes and removes them (the spec states no permission).
  listPrescriptionTemplates: {
    method: 'GET',
    path: '/api/prescriptions/templates/',
    access: can('view', 'prescription'),
    query: prescriptionTemplateQuery,
    response: prescriptionTemplateListSchema,
    summary: "The practice's prescription templates by name, filtered by search text and is_chronic, at most 10.",
  },
  createPrescriptionTemplate: {
    method: 'POST',
    path: '/api/prescriptions/templates/',
    access: can('add', 'prescription'),
    body: prescriptionTemplateBody,
    response: prescriptionTemplateSchema,
    summary: 'Saves a prescription template (its name unique in the practice, in any case).',
  },
  updatePrescriptionTemplate: {
    method: 'PUT',
    path: '/api/prescriptions/templates/{id}/',
    access: can('add', 'prescription'),
    params: idParams,
    body: prescriptionTemplateUpdate,
    response: prescriptionTemplateSchema,
    summary: 'Changes a prescription template.',
  },
  deletePrescriptionTemplate: {
    method: 'DELETE',
    path: '/api/prescriptions/templates/{id}/',
    access: can('add', 'prescription'),
    params: idParams,
    query: prescriptionTemplateDeleteQuery,
    summary: 'Removes a prescription template.',
  },
});
