import { lettersRoutes } from '@praktijk/shared/routes/letters';
import { createResourceHandler } from '../lib/http/resource-handler';
import { listLetterCategories, listLetterVariables } from './operations/catalogue';
import { createLetterTemplate, deleteLetterTemplate, listLetterTemplates, updateLetterTemplate, updateLetterTemplateContent } from './operations/templates';
import { letterTemplateToHtml } from './operations/to-html';

// The letters resource Lambda (issue 24): the practice's letter templates, filling one for a
// patient, the editor's variables and the categories. It does not import render/ (PDF and Word):
// those libraries are large and belong only to the functions that render.
export const handler = createResourceHandler('letters', [lettersRoutes], {
  listLetterTemplates,
  createLetterTemplate,
  updateLetterTemplate,
  updateLetterTemplateContent,
  deleteLetterTemplate,
  letterTemplateToHtml,
  listLetterVariables,
  listLetterCategories,
});
