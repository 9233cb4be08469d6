import * as z from 'zod';
import { can } from '../routes/define';
import { searchQuery } from '../schemas/catalogue';
import { ulid } from '../schemas/common';
import { optionalText, requiredRef } from '../schemas/fields';
import { defineRecordKind, recordPageSchema, recordSchemas, requiredDecursusRef } from './kind';

// Procedures (spec 3 §2 "Procedures tab", the decursus's Procedures sub-panel, §3 "Procedure",
// "Decursus procedure", "Procedure type", §5; issue 25 "Procedures (billing)"): billable
// procedures, each done in a consultation (its decursus). Decisions where the spec is silent:
// - The procedure keeps its type's code, name, tariff list (resource) and tariff, and its note's
//   day (decursus_date), as they were when it was done: a later insurance change, or a new tariff
//   round in the catalogue, never reprices what was billed.
// - The note is required (spec 1 §3: "each tied to a decursus"): null is refused, not filed nowhere.
// - Only the description changes afterwards (spec: PATCH description); a wrong type is deleted
//   and picked again, so a billed line never silently becomes another.
// - Which tariff list a patient's search shows is decided on the server (one truth for the tab
//   and the decursus): `procedureResource` and `typesForResource` below, used by
//   GET procedures/types/?patient=.

export const PROCEDURES_PAGE_SIZE = 5;
export const PROCEDURE_DESCRIPTION_MAX = 1000;
/** Spec 3 §9: the type search waits 500 ms after typing and starts at 1 character; a description saves 1 s after typing stops. */
export const PROCEDURE_SEARCH_DEBOUNCE_MS = 500;
export const PROCEDURE_DESCRIPTION_AUTOSAVE_MS = 1000;
/** The most types a search answers (the catalogue's search bound). */
export const PROCEDURE_TYPES_MAX = 50;

export const PROCEDURE_RESOURCES = ['SZF', 'SURVAM'] as const;
export type ProcedureResource = (typeof PROCEDURE_RESOURCES)[number];

/** Spec 3 §3 "Procedure type": one line of a tariff list; its id is its code. */
export const procedureTypeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  resource: z.enum(PROCEDURE_RESOURCES),
  tariff: z.number(),
});
export type ProcedureType = z.infer<typeof procedureTypeSchema>;
export const procedureTypeListSchema = z.array(procedureTypeSchema);

/** The catalogue's search text, and `patient`: whose insurance picks the tariff list; without it every list's matches. */
export const procedureTypesQuery = searchQuery.extend({ patient: ulid.optional() });

/** Spec 3 §5: "The resource is SZF when the active primary insurance's company is SZF, otherwise SURVAM." */
export function procedureResource(primaryCompany: string | null): ProcedureResource {
  return primaryCompany === 'SZF' ? 'SZF' : 'SURVAM';
}

/** Spec 3 §5: "the list filtered by the insurance resource is used only when it has matches, else all results". */
export function typesForResource<T extends { resource?: string }>(types: readonly T[], resource: ProcedureResource): T[] {
  const filtered = types.filter((type) => type.resource === resource);
  return filtered.length ? filtered : [...types];
}

const base = recordSchemas({
  fields: z.object({ description: optionalText(PROCEDURE_DESCRIPTION_MAX) }),
  createOnly: z.object({ decursus: requiredDecursusRef, type_id: requiredRef }),
  shown: z.object({
    /** The day of the consultation it was done in. */
    decursus_date: z.string(),
    type: procedureTypeSchema.omit({ id: true }),
  }),
});
const schemas = { ...base, page: recordPageSchema(base.record) };
export type Procedure = z.infer<typeof base.record>;

export const procedureKind = defineRecordKind({
  model: 'procedure',
  label: 'Procedure',
  permission: 'procedure',
  prefix: 'PROCEDURE',
  resource: 'treatments',
  labels: {
    description: { label: 'Description' },
    decursus: { label: 'Consultation note' },
    type_id: { label: 'Procedure', catalogue: 'procedure_types' },
  },
  // The contract matrix replaces the note with one it makes (test/api/contract/fixtures/procedures.ts).
  sample: { decursus: '01J0000000000000000000000D', type_id: 'SZF-100', description: 'Left hand' },
  schemas,
  paged: { by: 'created', pageSize: PROCEDURES_PAGE_SIZE },
  // Listed under its consultation note too: the decursus's sub-panel is one Query (GSI2).
  alsoListedUnder: 'decursus',
  routes: {
    list: {
      operation: 'listPatientProcedures',
      path: '/api/patients/{id}/procedures/',
      access: can('view', 'procedure'),
      summary: "A page of the patient's procedures, newest first.",
    },
    create: {
      operation: 'createProcedure',
      path: '/api/procedures/',
      access: can('add', 'procedure'),
      summary: "Records a procedure done in a consultation, priced at its type's tariff of today.",
    },
    update: {
      operation: 'updateProcedure',
      path: '/api/procedures/{id}/',
      method: 'PATCH',
      access: can('add', 'procedure'),
      summary: "Changes a procedure's description.",
    },
    delete: {
      operation: 'deleteProcedure',
      path: '/api/procedures/{id}/',
      access: can('delete', 'procedure'),
      summary: 'Removes a procedure.',
    },
  },
  unique: [],
});
