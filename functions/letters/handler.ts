import { lettersRoutes } from '@praktijk/shared/routes/letters';
import { createResourceHandler } from '../lib/http/resource-handler';
import { listLetterCategories, listLetterVariables } from './operations/catalogue';
import { getLetterhead, updateLetterhead } from './operations/letterhead';
import {
  createPatientLetter,
  deletePatientLetter,
  downloadPatientLetter,
  listPatientLetters,
  patientLetterToHtml,
  updatePatientLetter,
} from './operations/patient-letters';
import {
  createLetterTemplate,
  deleteLetterTemplate,
  getLetterTemplate,
  listLetterTemplates,
  updateLetterTemplate,
  updateLetterTemplateContent,
} from './operations/templates';
import { letterTemplateToHtml, previewLetterTemplate } from './operations/to-html';
import { processReferral, referralOperations, updateReferralDoctor } from './referrals/operations';
import { printReferral } from './referrals/print';

// The letters resource Lambda (issue 24): the practice's letter templates, filling one for a
// patient, the patients' letters, their PDF and Word files, the editor's variables and the
// categories, and the patients' referrals (written from 'referrals' templates, printed on the
// letterhead). The renderers (render/) are loaded only when a file is asked for.
export const handler = createResourceHandler('letters', [lettersRoutes], {
  listLetterTemplates,
  getLetterTemplate,
  createLetterTemplate,
  updateLetterTemplate,
  updateLetterTemplateContent,
  deleteLetterTemplate,
  letterTemplateToHtml,
  previewLetterTemplate,
  listLetterVariables,
  listLetterCategories,
  listPatientLetters,
  createPatientLetter,
  updatePatientLetter,
  deletePatientLetter,
  downloadPatientLetter,
  patientLetterToHtml,
  getLetterhead,
  updateLetterhead,
  ...referralOperations,
  processReferral,
  updateReferralDoctor,
  printReferral,
});
