import { decursusRoutes } from '@praktijk/shared/routes/decursus';
import { createResourceHandler } from '../lib/http/resource-handler';
import { deleteDecursusDraft, deleteHistoryDraft, getDecursusDraft, getHistoryDraft, saveDecursusDraft, saveHistoryDraft } from './operations/drafts';
import { currentDecursus, getDecursus, listPatientDecursus, previousDecursus } from './operations/read';
import { listDecursusRevisions, revertDecursus, updateDecursus } from './operations/write';

// The decursus resource Lambda: the SOEP notes, created with their consultations (planning).
export const handler = createResourceHandler('decursus', [decursusRoutes], {
  getDecursus,
  updateDecursus,
  listPatientDecursus,
  previousDecursus,
  currentDecursus,
  listDecursusRevisions,
  revertDecursus,
  revertDecursusAlias: revertDecursus,
  getDecursusDraft,
  saveDecursusDraft,
  deleteDecursusDraft,
  getHistoryDraft,
  saveHistoryDraft,
  deleteHistoryDraft,
});
