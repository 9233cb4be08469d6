import { recordRoutes, referralKind } from '../record-kinds';
import { referralDoctorBody, referralProcessBody } from '../records/referrals';
import { idParams } from '../schemas/common';
import {
  letterCategoryListSchema,
  letterHtmlSchema,
  letterTemplateBody,
  letterTemplateContentUpdate,
  letterTemplateDeleteQuery,
  letterTemplateListSchema,
  letterTemplateQuery,
  letterTemplateSchema,
  letterTemplateUpdate,
  letterToHtmlQuery,
  letterVariableGroupsSchema,
  letterCreateBody,
  letterDeleteQuery,
  letterDownloadBody,
  letterDownloadSchema,
  letterPageQuery,
  letterPageSchema,
  letterUpdateBody,
  letterWithContentSchema,
  letterTemplateDetailSchema,
  letterheadBody,
  letterheadSchema,
  letterPreviewBody,
} from '../schemas/letters';
import { patientIdParams } from '../schemas/patients';
import { anyOf, can, defineRoutes } from './define';

// Routes of the letters resource (spec 3 §6, §7 "Letter templates"; issue 24). Letter writers pick
// a template and fill it too, so the reads need either lettertemplate view (the Template Builder)
// or letter add (writing a patient letter). Spec 3 §6 gives lettertemplate no `add`: creating a
// template is editing the practice's set of templates, so it needs `change` like an edit.
// Referral writers pick from the templates of category 'referrals' (spec 3 §2) and fill them the same way.
const templateReader = anyOf(can('view', 'lettertemplate'), can('add', 'letter'), can('add', 'referral'));
// Patient letters (spec 3 §6 letter: can_add, can_execute for print, PDF and Word, can_change,
// can_delete). The spec names no `view` for the Patient Letters table; the permission editor has
// one for every model, so listing and reading a letter need it (physicians hold it by default).

export const lettersRoutes = defineRoutes('letters', {
  // Patient referrals (issue 25): a record kind (records/referrals.ts) with its processing, its
  // consulting doctor and its printable PDF. The letters kind has routes of its own (below), so
  // the referral's are spread by name (kindRoutesOf of a resource whose kinds include one without
  // generic routes types as unknown).
  ...recordRoutes(referralKind),
  processReferral: {
    method: 'PATCH',
    path: '/api/referrals/{id}/process/',
    access: can('change', 'referral'),
    params: idParams,
    body: referralProcessBody,
    response: referralKind.schemas.record,
    summary: 'Marks a referral processed on a day (today when none is given), or unprocessed again with null.',
  },
  updateReferralDoctor: {
    method: 'PATCH',
    path: '/api/referrals/{id}/update_doctor/',
    access: can('change', 'referral'),
    params: idParams,
    body: referralDoctorBody,
    response: referralKind.schemas.record,
    summary: 'Names the consulting doctor who saw the patient on the referral.',
  },
  printReferral: {
    method: 'GET',
    path: '/api/referrals/{id}/printable/',
    access: can('execute', 'referral'),
    params: idParams,
    response: letterDownloadSchema,
    summary: "A referral as a PDF (base64) on the practice's letterhead, signed by the user who prints it.",
  },
  listLetterTemplates: {
    method: 'GET',
    path: '/api/letters/templates/',
    access: templateReader,
    query: letterTemplateQuery,
    response: letterTemplateListSchema,
    summary: "The practice's letter templates by name, optionally of one category and matching a search on the name.",
  },
  createLetterTemplate: {
    method: 'POST',
    path: '/api/letters/templates/',
    access: can('change', 'lettertemplate'),
    body: letterTemplateBody,
    response: letterTemplateSchema,
    summary: 'Saves a new letter template (a name not yet used in the practice, in any case); its content is sanitised.',
  },
  updateLetterTemplate: {
    method: 'PUT',
    path: '/api/letters/templates/{id}/',
    access: can('change', 'lettertemplate'),
    params: idParams,
    body: letterTemplateUpdate,
    response: letterTemplateSchema,
    summary: "Changes a letter template's name, category and content (Save as over an existing name).",
  },
  updateLetterTemplateContent: {
    method: 'PATCH',
    path: '/api/letters/templates/{id}/',
    access: can('change', 'lettertemplate'),
    params: idParams,
    body: letterTemplateContentUpdate,
    response: letterTemplateSchema,
    summary: "Autosave: changes only a letter template's content.",
  },
  deleteLetterTemplate: {
    method: 'DELETE',
    path: '/api/letters/templates/{id}/',
    access: can('delete', 'lettertemplate'),
    params: idParams,
    query: letterTemplateDeleteQuery,
    summary: 'Removes a letter template.',
  },
  letterTemplateToHtml: {
    method: 'GET',
    path: '/api/letters/templates/{id}/to_html/',
    access: templateReader,
    params: idParams,
    query: letterToHtmlQuery,
    response: letterHtmlSchema,
    summary: "The template's content with its variables filled for the patient (Decursus variables from the given note, else the latest).",
  },
  getLetterTemplate: {
    method: 'GET',
    path: '/api/letters/templates/{id}/',
    access: templateReader,
    params: idParams,
    response: letterTemplateDetailSchema,
    summary: 'One letter template with its content (the list answers names only; the Template Builder and the Templates picker load one).',
  },
  listPatientLetters: {
    method: 'GET',
    path: '/api/patients/{id}/letters/',
    access: can('view', 'letter'),
    params: patientIdParams,
    query: letterPageQuery,
    response: letterPageSchema,
    summary: "A page of the patient's letters, newest first (name, created, updated; no content).",
  },
  createPatientLetter: {
    method: 'POST',
    path: '/api/letters/patient/',
    access: can('add', 'letter'),
    body: letterCreateBody,
    response: letterWithContentSchema,
    summary: 'Saves a new letter for a patient (Save as with a name the patient has no letter by); the content is sanitised and kept as written.',
  },
  updatePatientLetter: {
    method: 'PATCH',
    path: '/api/letters/patient/{id}/',
    access: can('change', 'letter'),
    params: idParams,
    body: letterUpdateBody,
    response: letterWithContentSchema,
    summary: "Saves a letter's content (and its name when it changes): Save, and Save as over an existing name.",
  },
  deletePatientLetter: {
    method: 'DELETE',
    path: '/api/letters/patient/{id}/',
    access: can('delete', 'letter'),
    params: idParams,
    query: letterDeleteQuery,
    summary: 'Removes a patient letter.',
  },
  downloadPatientLetter: {
    method: 'POST',
    path: '/api/letters/patient/{id}/direct_download/',
    access: can('execute', 'letter'),
    params: idParams,
    body: letterDownloadBody,
    response: letterDownloadSchema,
    summary: 'The letter as a PDF or Word file (base64 content, filename, mime_type), on the practice letterhead.',
  },
  patientLetterToHtml: {
    method: 'GET',
    path: '/api/letters/patient/{id}/to_html/',
    access: anyOf(can('view', 'letter'), can('execute', 'letter')),
    params: idParams,
    response: letterHtmlSchema,
    summary: "The letter's stored content (sanitised HTML): the editor loads it, and Print prints it.",
  },
  previewLetterTemplate: {
    method: 'POST',
    path: '/api/letters/templates/preview/',
    access: templateReader,
    body: letterPreviewBody,
    response: letterHtmlSchema,
    summary: "The editor's content filled for a sample patient (no one's data): the Template Builder's preview, saved or not.",
  },
  getLetterhead: {
    method: 'GET',
    path: '/api/letters/letterhead/',
    access: anyOf(can('execute', 'letter'), can('view', 'lettertemplate')),
    response: letterheadSchema,
    summary: "The practice's letterhead: its name, address lines and logo, printed at the head of every letter file.",
  },
  updateLetterhead: {
    method: 'PUT',
    path: '/api/letters/letterhead/',
    access: can('change', 'lettertemplate'),
    body: letterheadBody,
    response: letterheadSchema,
    summary: "Sets the practice's letterhead (address lines, logo); the first save creates it.",
  },
  listLetterVariables: {
    method: 'GET',
    path: '/api/letters/variables/',
    access: templateReader,
    response: letterVariableGroupsSchema,
    summary: "The editor's variables by group (Patient, Decursus, Prescription); list variables fill as tables.",
  },
  listLetterCategories: {
    method: 'GET',
    path: '/api/letters/categories/',
    access: templateReader,
    response: letterCategoryListSchema,
    summary: 'The letter template categories.',
  },
});
