import { createResourceHandler } from '../lib/http/resource-handler';
import { createConsultation } from './consultations/create';
import { currentConsultation, getConsultation, lastConsultation } from './consultations/read';
import { setConsultationArrived, setConsultationEpisode, setConsultationProcessed, updateConsultation } from './consultations/update';
import { createConsultReasonType, deleteConsultReasonType, listConsultReasonTypes, updateConsultReasonType } from './operations/consult-reason-types';

// The planning resource Lambda: consult reason types and consultations (the calendar follows with planning).
export const handler = createResourceHandler('planning', {
  listConsultReasonTypes,
  createConsultReasonType,
  updateConsultReasonType,
  deleteConsultReasonType,
  createConsultation,
  lastConsultation,
  currentConsultation,
  getConsultation,
  updateConsultation,
  setConsultationArrived,
  setConsultationProcessed,
  setConsultationEpisode,
});
