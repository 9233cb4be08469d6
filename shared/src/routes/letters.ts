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
} from '../schemas/letters';
import { anyOf, can, defineRoutes } from './define';

// Routes of the letters resource (spec 3 §6, §7 "Letter templates"; issue 24). Letter writers pick
// a template and fill it too, so the reads need either lettertemplate view (the Template Builder)
// or letter add (writing a patient letter). Spec 3 §6 gives lettertemplate no `add`: creating a
// template is editing the practice's set of templates, so it needs `change` like an edit.
const templateReader = anyOf(can('view', 'lettertemplate'), can('add', 'letter'));

export const lettersRoutes = defineRoutes('letters', {
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
