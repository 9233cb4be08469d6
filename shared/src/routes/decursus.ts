import { revertSchema, revisionListSchema } from '../records/kind';
import { patientIdParams } from '../schemas/patients';
import {
  decursusIdParams,
  decursusListQuerySchema,
  decursusPageSchema,
  decursusPatchSchema,
  decursusSchema,
  previousDecursusQuerySchema,
  previousDecursusSchema,
} from '../schemas/decursus';
import { can, defineRoutes } from './define';

// Routes of the decursus resource: the SOEP notes (spec 1 §7 "Decursus", "Revisions"). A note is
// created with its consultation (planning's createConsultation), so there is no POST here.
const revert = {
  method: 'PATCH',
  params: decursusIdParams,
  body: revertSchema,
  response: decursusSchema,
  access: can('change', 'decursus'),
} as const;

export const decursusRoutes = defineRoutes('decursus', {
  getDecursus: {
    method: 'GET',
    path: '/api/decursus/{id}/',
    access: can('view', 'decursus'),
    params: decursusIdParams,
    response: decursusSchema,
    summary: 'A decursus (SOEP note) with its ICPC codes by code and name.',
  },
  updateDecursus: {
    method: 'PATCH',
    path: '/api/decursus/{id}/',
    access: can('change', 'decursus'),
    params: decursusIdParams,
    body: decursusPatchSchema,
    response: decursusSchema,
    summary: 'Saves note fields (a new revision; the token must be current) or links an episode (no revision, no token).',
  },
  listPatientDecursus: {
    method: 'GET',
    path: '/api/patients/{id}/decursus/',
    access: can('view', 'decursus'),
    params: patientIdParams,
    query: decursusListQuerySchema,
    response: decursusPageSchema,
    summary: "A patient's notes, newest first, paged by cursor.",
  },
  previousDecursus: {
    method: 'GET',
    path: '/api/planning/consultations/{id}/previous_decursus/',
    access: can('view', 'decursus'),
    params: decursusIdParams,
    query: previousDecursusQuerySchema,
    response: previousDecursusSchema,
    summary: "One of the patient's notes before this consultation's: the first, the last, or the one before or after a cursor.",
  },
  currentDecursus: {
    method: 'GET',
    path: '/api/planning/consultations/{id}/current_decursus/',
    access: can('view', 'decursus'),
    params: decursusIdParams,
    response: decursusSchema,
    summary: "The consultation's own note.",
  },
  listDecursusRevisions: {
    method: 'GET',
    path: '/api/decursus/{id}/revisions/',
    access: can('view', 'decursus'),
    params: decursusIdParams,
    response: revisionListSchema,
    summary: "A note's revisions, oldest first.",
  },
  revertDecursus: { ...revert, path: '/api/decursus/{id}/revisions/revert/', summary: 'Reverts a note to a version: a new revision equal to it.' },
  revertDecursusAlias: {
    ...revert,
    path: '/api/decursus/{id}/revert/',
    summary: "Reverts a note to a version: a new revision equal to it (the same call at spec 1 §7's path).",
  },
});
