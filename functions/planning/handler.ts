import { planningRoutes } from '@praktijk/shared/routes/planning';
import { calendarRoutes } from '@praktijk/shared/routes/calendar';
import { createResourceHandler } from '../lib/http/resource-handler';
import { bookConsultation } from './bookings/book';
import { createBlockedTime, deleteBlockedTime, updateBlockedTime } from './bookings/blocked';
import { deleteConsultation } from './bookings/delete';
import { getSlots } from './bookings/slots';
import { patientArrived } from './calendar/arrival';
import { getCalendarConfig, updateCalendarConfig } from './calendar/config';
import { calendarDays, calendarEvents } from './calendar/days';
import { consultationLetterUploadTicket, deleteConsultationLetter, downloadConsultationLetter, uploadConsultationLetter } from './calendar/letter';
import {
  administrationTreatedPatients,
  administrationWaitingPatients,
  futureConsultations,
  practitionerHourlyPatients,
  practitionerTreatedPatients,
  practitionerWaitingPatients,
  scheduleSidebar,
} from './calendar/lists';
import { getPractitioner, limitedPractitioners, planningSidebar } from './calendar/practitioners';
import { getCalendarSettings, updateCalendarSettings } from './calendar/settings';
import { createConsultation } from './consultations/create';
import { currentConsultation, getConsultation, lastConsultation } from './consultations/read';
import { setConsultationArrived, setConsultationEpisode, setConsultationProcessed, updateConsultation } from './consultations/update';
import { createConsultReasonType, deleteConsultReasonType, listConsultReasonTypes, updateConsultReasonType } from './operations/consult-reason-types';

// The planning resource Lambda: consult reason types, consultations, and the calendar (practitioners,
// config and settings, slots, bookings, blocked times, day lists, the schedule).
export const handler = createResourceHandler('planning', [planningRoutes, calendarRoutes], {
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
  planningSidebar,
  limitedPractitioners,
  getPractitioner,
  getCalendarConfig,
  updateCalendarConfig,
  getCalendarSettings,
  updateCalendarSettings,
  practitionerWaitingPatients,
  practitionerTreatedPatients,
  practitionerHourlyPatients,
  administrationWaitingPatients,
  administrationTreatedPatients,
  calendarDays,
  calendarEvents,
  getSlots,
  bookConsultation,
  deleteConsultation,
  deleteConsultationLetter,
  patientArrived,
  consultationLetterUploadTicket,
  uploadConsultationLetter,
  downloadConsultationLetter,
  createBlockedTime,
  updateBlockedTime,
  deleteBlockedTime,
  scheduleSidebar,
  futureConsultations,
});
