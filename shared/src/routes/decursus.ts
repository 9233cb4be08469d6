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
import {
  decursusDraftAnswerSchema,
  decursusDraftBodySchema,
  decursusDraftSchema,
  historyDraftAnswerSchema,
  historyDraftBodySchema,
  historyDraftSchema,
} from '../schemas/drafts';
import { anyOf, can, defineRoutes } from './define';

// Routes of the decursus resource: the SOEP notes (spec 1 §7 "Decursus", "Revisions"). A note is
// created with its consultation (planning's createConsultation), so there is no POST here.
const revert = {
  method: 'PATCH',
  params: decursusIdParams,
  body: revertSchema,
  response: decursusSchema,
  access: can('change', 'decursus'),
} as const;

// Drafts (issue 21 §1): the caller's own unsaved text beside a note or a patient's General
// History. Only who may write the record keeps a draft of it: the note's change permission, and
// for the history add or change (the first Submit creates it).
const noteDraft = { path: '/api/decursus/{id}/draft/', access: can('change', 'decursus'), params: decursusIdParams } as const;
const historyDraft = {
  path: '/api/patients/{id}/history/draft/',
  access: anyOf(can('add', 'history'), can('change', 'history')),
  params: patientIdParams,
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
  getDecursusDraft: {
    ...noteDraft,
    method: 'GET',
    response: decursusDraftAnswerSchema,
    summary: "The caller's own unsaved draft of a note, or null (another user's draft is never shown; an expired one is gone).",
  },
  saveDecursusDraft: {
    ...noteDraft,
    method: 'PUT',
    body: decursusDraftBodySchema,
    response: decursusDraftSchema,
    summary: "Keeps the caller's unsaved note texts as their draft (not a revision); saving the note removes it.",
  },
  deleteDecursusDraft: { ...noteDraft, method: 'DELETE', summary: "Discards the caller's draft of a note." },
  getHistoryDraft: {
    ...historyDraft,
    method: 'GET',
    response: historyDraftAnswerSchema,
    summary: "The caller's own unsaved draft of the patient's General History, or null.",
  },
  saveHistoryDraft: {
    ...historyDraft,
    method: 'PUT',
    body: historyDraftBodySchema,
    response: historyDraftSchema,
    summary: "Keeps the caller's unsaved General History as their draft (not a revision).",
  },
  deleteHistoryDraft: { ...historyDraft, method: 'DELETE', summary: "Discards the caller's draft of the patient's General History." },
});
