import { can, defineRoutes } from './define';
import {
  consultReasonTypeCreateSchema,
  consultReasonTypeDeleteQuery,
  consultReasonTypeListSchema,
  consultReasonTypeSchema,
  consultReasonTypeUpdateSchema,
  idParamsSchema,
} from '../schemas/planning';
import {
  consultationArrivedSchema,
  consultationCreateSchema,
  consultationEpisodeSchema,
  consultationOrNullSchema,
  consultationProcessedSchema,
  consultationSchema,
  consultationUpdateSchema,
} from '../schemas/consultations';
import { patientIdParams } from '../schemas/patients';

// Routes of the planning resource: the consult reason types of the account screen's Consultations
// tab, and consultations (spec 1 §3-§4, spec 3 §2-§4); the calendar comes with the planning issue.
//
// Spec 1 §4 names three transitions of a consultation (arrived, processed, episode) and spec 1 §7
// three calls besides PUT; they map one to one: arrived/ sets arrived, change/ sets processed
// (Treated / Undo Treated), change_info/ sets the episode (the Episodes modal's Set). PUT saves the
// form (reason type, reason, walk-in, insurance).
export const planningRoutes = defineRoutes('planning', {
  listConsultReasonTypes: {
    method: 'GET',
    path: '/api/planning/consult_reason_types/',
    // Planning is administration's and physicians' (spec 1 §6), and the Consultations tab that
    // configures reasons follows the same permission; nurses neither plan nor configure (issue 8.11).
    access: can('view', 'consultreasontype'),
    response: consultReasonTypeListSchema,
    summary: "The practice's general reason types and every physician's own.",
  },
  createConsultReasonType: {
    method: 'POST',
    path: '/api/planning/consult_reason_types/',
    access: can('add', 'consultreasontype'),
    body: consultReasonTypeCreateSchema,
    response: consultReasonTypeSchema,
    summary: "A new reason type, general or the caller's own.",
  },
  updateConsultReasonType: {
    method: 'PUT',
    path: '/api/planning/consult_reason_types/{id}/',
    access: can('change', 'consultreasontype'),
    params: idParamsSchema,
    body: consultReasonTypeUpdateSchema,
    response: consultReasonTypeSchema,
    summary: "Renames a reason type or moves it between the general list and the caller's own.",
  },
  deleteConsultReasonType: {
    method: 'DELETE',
    path: '/api/planning/consult_reason_types/{id}/',
    access: can('delete', 'consultreasontype'),
    params: idParamsSchema,
    query: consultReasonTypeDeleteQuery,
    summary: 'Deletes a reason type (the consistency_token comes in the query string).',
  },
  createConsultation: {
    method: 'POST',
    path: '/api/patients/{id}/consult/',
    // Administration may create one for a physician (practitioner in the body); the screen it
    // opens, /schedule/{id}/consult, stays physicians' (spec 1 §6).
    access: can('add', 'consultation'),
    params: patientIdParams,
    body: consultationCreateSchema,
    response: consultationSchema,
    summary: 'A consultation today with the caller (or the physician named) as practitioner, and its empty decursus, in one transaction.',
  },
  lastConsultation: {
    method: 'GET',
    path: '/api/patients/{id}/last_consult/',
    access: can('view', 'consultation'),
    params: patientIdParams,
    response: consultationOrNullSchema,
    summary: "The patient's most recent consultation that has started, or null.",
  },
  currentConsultation: {
    method: 'GET',
    path: '/api/patients/{id}/current_consult/',
    access: can('view', 'consultation'),
    params: patientIdParams,
    response: consultationOrNullSchema,
    summary: "The patient's consultation of today that is not yet treated (the latest), or null.",
  },
  getConsultation: {
    method: 'GET',
    path: '/api/planning/consultations/{id}/',
    access: can('view', 'consultation'),
    params: idParamsSchema,
    response: consultationSchema,
    summary: 'A consultation, with the episode of its decursus.',
  },
  updateConsultation: {
    method: 'PUT',
    path: '/api/planning/consultations/{id}/',
    access: can('change', 'consultation'),
    params: idParamsSchema,
    body: consultationUpdateSchema,
    response: consultationSchema,
    summary: 'Saves the consultation form: reason type, reason, walk-in, insurance.',
  },
  setConsultationArrived: {
    method: 'PATCH',
    path: '/api/planning/consultations/{id}/arrived/',
    access: can('change', 'consultation'),
    params: idParamsSchema,
    body: consultationArrivedSchema,
    response: consultationSchema,
    summary: 'Transition "arrived": Arrived / Undo Arrived (not once treated).',
  },
  setConsultationProcessed: {
    method: 'PATCH',
    path: '/api/planning/consultations/{id}/change/',
    access: can('change', 'consultation'),
    params: idParamsSchema,
    body: consultationProcessedSchema,
    response: consultationSchema,
    summary: 'Transition "processed": Treated (once arrived) / Undo Treated (only while the consultation has not passed).',
  },
  setConsultationEpisode: {
    method: 'PATCH',
    path: '/api/planning/consultations/{id}/change_info/',
    access: can('change', 'consultation'),
    params: idParamsSchema,
    body: consultationEpisodeSchema,
    response: consultationSchema,
    summary: 'Transition "episode": links the consultation\'s decursus to an active episode of the patient (the Episodes modal\'s Set), or unlinks it.',
  },
});
