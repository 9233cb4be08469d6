import { createResourceHandler } from '../lib/http/resource-handler';
import { createConsultReasonType, deleteConsultReasonType, listConsultReasonTypes, updateConsultReasonType } from './operations/consult-reason-types';

// The planning resource Lambda. So far: consult reason types.
export const handler = createResourceHandler('planning', { listConsultReasonTypes, createConsultReasonType, updateConsultReasonType, deleteConsultReasonType });
