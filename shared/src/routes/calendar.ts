import { can, defineRoutes } from './define';
import {
  blockedTimeCreateSchema,
  blockedTimeSchema,
  blockedTimeUpdateSchema,
  bookingCreateSchema,
  calendarConfigSchema,
  calendarConfigUpdateSchema,
  calendarDaysSchema,
  calendarEventsSchema,
  calendarSettingsParams,
  calendarSettingsSchema,
  calendarSettingsUpdateSchema,
  consistencyQuery,
  consultationListSchema,
  dayQuerySchema,
  hourlyPatientsSchema,
  patientArrivedSchema,
  planningSidebarSchema,
  practitionerListSchema,
  practitionerParams,
  rangeQuerySchema,
  scheduleQuerySchema,
  slotsAnswerSchema,
  slotsQuerySchema,
} from '../schemas/calendar';
import { consultationLetterFields, consultationSchema } from '../schemas/consultations';
import { downloadSchema } from '../schemas/import';
import { idParamsSchema } from '../schemas/planning';
import { patientIdParams } from '../schemas/patients';
import { uploadTicketRequestSchema, uploadTicketSchema } from '../schemas/uploads';

// The calendar side of the planning resource (spec 1 §7 "Planning" and "Schedule", issue 11): the
// practitioners, their config and settings, their calendars (slots/), bookings, blocked times, the
// day lists and the physician's schedule. Reading a calendar needs view_consultation; booking,
// moving and blocking change_consultation (or add/delete), so nurses (no consultation
// permission) neither plan nor see the planning, as the route roles of spec 1 §6 say.
//
// {username} is the practitioner's sign-in e-mail (spec 1 §2 physicians/{username}); bodies name a
// practitioner by user id, as createConsultation does.
export const calendarRoutes = defineRoutes('planning', {
  planningSidebar: {
    method: 'GET',
    path: '/api/planning/sidebar/',
    access: can('view', 'consultation'),
    response: planningSidebarSchema,
    summary: "The planning sidebar: the practice's practitioners (physicians) by name, with their on-call state.",
  },
  limitedPractitioners: {
    method: 'GET',
    path: '/api/planning/practitioners/limited/',
    access: can('view', 'consultation'),
    response: practitionerListSchema,
    summary: "The practice's practitioners with id, username and name only (pickers: booking, blocked time, multi-practitioner day).",
  },
  getPractitioner: {
    method: 'GET',
    path: '/api/planning/practitioners/{username}/',
    access: can('view', 'consultation'),
    params: practitionerParams,
    response: planningSidebarSchema.element,
    summary: 'A practitioner by username (sign-in e-mail), with their on-call state; 404 for anyone not a practitioner of the practice.',
  },
  getCalendarConfig: {
    method: 'GET',
    path: '/api/planning/practitioners/{username}/config/',
    access: can('view', 'consultation'),
    params: practitionerParams,
    response: calendarConfigSchema,
    summary: "The practitioner's calendar: slot MIN, MAX and INTERVAL and working weekdays (07:30-17:00 by 15 minutes, Monday to Friday until changed).",
  },
  updateCalendarConfig: {
    method: 'PUT',
    path: '/api/planning/practitioners/{username}/config/',
    access: can('change', 'consultation'),
    params: practitionerParams,
    body: calendarConfigUpdateSchema,
    response: calendarConfigSchema,
    summary:
      "Changes the practitioner's calendar hours, step and weekdays (beyond the spec: issue 11.1 " +
      "'changeable per practitioner'); consistency_token null on the first save.",
  },
  getCalendarSettings: {
    method: 'GET',
    path: '/api/planning/practitioners/{username}/calendar_settings/',
    access: can('view', 'consultation'),
    params: practitionerParams,
    response: calendarSettingsSchema,
    summary: "The practitioner's calendar settings: the reason types they activated and on-call (id = the practitioner's user id).",
  },
  practitionerWaitingPatients: {
    method: 'GET',
    path: '/api/planning/practitioners/{username}/waiting_patients/',
    access: can('view', 'consultation'),
    params: practitionerParams,
    query: dayQuerySchema,
    response: consultationListSchema,
    summary: "The physician's waiting room: the day's consultations whose patient has arrived and is not yet treated, longest waiting first.",
  },
  practitionerTreatedPatients: {
    method: 'GET',
    path: '/api/planning/practitioners/{username}/treated_patients/',
    access: can('view', 'consultation'),
    params: practitionerParams,
    query: dayQuerySchema,
    response: consultationListSchema,
    summary: "The day's treated consultations of the practitioner, most recently treated first.",
  },
  practitionerHourlyPatients: {
    method: 'GET',
    path: '/api/planning/practitioners/{username}/hourly_patients/',
    access: can('view', 'consultation'),
    params: practitionerParams,
    query: dayQuerySchema,
    response: hourlyPatientsSchema,
    summary: "Patients per hour of the practitioner's day: booked, arrived and treated, for each hour from the calendar's MIN to MAX.",
  },
  calendarDays: {
    method: 'GET',
    path: '/api/planning/settings/days/',
    access: can('view', 'consultation'),
    query: rangeQuerySchema,
    response: calendarDaysSchema,
    summary: "The practice's days in a range (at most 62): closed on Suriname's public holidays, with the holiday's name.",
  },
  calendarEvents: {
    method: 'GET',
    path: '/api/planning/settings/events/',
    access: can('view', 'consultation'),
    query: rangeQuerySchema,
    response: calendarEventsSchema,
    summary: "Events every calendar shows in a range (at most 62 days): Suriname's public holidays.",
  },
  updateCalendarSettings: {
    method: 'PUT',
    path: '/api/planning/settings/{id}/',
    access: can('change', 'consultation'),
    params: calendarSettingsParams,
    body: calendarSettingsUpdateSchema,
    response: calendarSettingsSchema,
    summary:
      "Saves a practitioner's calendar settings (on-call, activated reason types); a physician their own, " +
      "administration anyone's; consistency_token null on the first save.",
  },
  getSlots: {
    method: 'GET',
    path: '/api/planning/slots/',
    access: can('view', 'consultation'),
    query: slotsQuerySchema,
    response: slotsAnswerSchema,
    summary:
      "A practitioner's calendar from..to (at most 7 days): consultations and blocked times; or, with next_free=true&minutes=n, the first free " +
      'start from now (or after) skipping blocked times, bookings, closed days and the end of the working hours.',
  },
  administrationWaitingPatients: {
    method: 'GET',
    path: '/api/planning/administration/{username}/waiting_patients/',
    access: can('view', 'consultation'),
    params: practitionerParams,
    query: dayQuerySchema,
    response: consultationListSchema,
    summary: "Reception's list for a practitioner: the day's consultations whose patient has not arrived yet, by start (reception marks arrival from it).",
  },
  administrationTreatedPatients: {
    method: 'GET',
    path: '/api/planning/administration/{username}/treated_patients/',
    access: can('view', 'consultation'),
    params: practitionerParams,
    query: dayQuerySchema,
    response: consultationListSchema,
    summary: "Reception's check-out list for a practitioner: the day's treated consultations by start.",
  },
  bookConsultation: {
    method: 'POST',
    path: '/api/planning/consultations/',
    access: can('add', 'consultation'),
    body: bookingCreateSchema,
    response: consultationSchema,
    summary:
      'Books a consultation (and its empty decursus) from start to end; refused (400 non_field_errors) when it overlaps a booking or blocked time ' +
      'of the practitioner, decided in the transaction by the practitioner-day guard. A walk-in holds no time.',
  },
  deleteConsultation: {
    method: 'DELETE',
    path: '/api/planning/consultations/{id}/',
    access: can('delete', 'consultation'),
    params: idParamsSchema,
    query: consistencyQuery,
    summary: 'Deletes a booking that has not started (patient not arrived, decursus unwritten) with its empty decursus, releasing its time.',
  },
  deleteConsultationLetter: {
    method: 'PATCH',
    path: '/api/planning/consultations/{id}/delete_letter/',
    access: can('change', 'consultation'),
    params: idParamsSchema,
    body: consistencyQuery,
    response: consultationSchema,
    summary: "Removes the consultation's letter document.",
  },
  patientArrived: {
    method: 'GET',
    path: '/api/planning/consultations/{id}/patient_arrived/',
    access: can('view', 'consultation'),
    params: idParamsSchema,
    response: patientArrivedSchema,
    summary: 'Whether the patient of a consultation has arrived, and since when (a safe read; arrival is set by PATCH arrived/).',
  },
  // The letter travels straight to S3 (schemas/uploads.ts): a ticket, then the spec's call confirms
  // the upload (CONSULTATION_LETTER is the file's rule).
  consultationLetterUploadTicket: {
    method: 'POST',
    path: '/api/planning/consultations/{id}/letter/upload/',
    access: can('change', 'consultation'),
    params: idParamsSchema,
    body: uploadTicketRequestSchema,
    response: uploadTicketSchema,
    summary: "A presigned POST for the consultation's letter document (name and size checked first; 5 minutes); the browser sends the file to S3.",
  },
  uploadConsultationLetter: {
    method: 'POST',
    path: '/api/planning/consultations/{id}/letter/',
    access: can('change', 'consultation'),
    params: idParamsSchema,
    body: consultationLetterFields,
    response: consultationSchema,
    summary: 'Attaches the uploaded letter document (upload, consistency_token): a PDF or image, checked by its stored content, replacing any earlier one.',
  },
  downloadConsultationLetter: {
    method: 'GET',
    path: '/api/planning/consultations/{id}/letter/',
    access: can('view', 'consultation'),
    params: idParamsSchema,
    response: downloadSchema,
    summary:
      "The consultation's letter document (content base64, filename, mime_type; past 3 MB a short-lived link, url, instead of content), 404 when it has none.",
  },
  createBlockedTime: {
    method: 'POST',
    path: '/api/planning/blocked/',
    access: can('change', 'consultation'),
    body: blockedTimeCreateSchema,
    response: blockedTimeSchema,
    summary: "Blocks a practitioner's time (at most 31 days); refused with the bookings named when it covers any.",
  },
  updateBlockedTime: {
    method: 'PUT',
    path: '/api/planning/blocked/{id}/',
    access: can('change', 'consultation'),
    params: idParamsSchema,
    body: blockedTimeUpdateSchema,
    response: blockedTimeSchema,
    summary: 'Changes a blocked time (start, end, reason), under the same rules as a new one.',
  },
  deleteBlockedTime: {
    method: 'DELETE',
    path: '/api/planning/blocked/{id}/',
    access: can('change', 'consultation'),
    params: idParamsSchema,
    query: consistencyQuery,
    summary: 'Deletes a blocked time, freeing its time.',
  },
  scheduleSidebar: {
    method: 'GET',
    path: '/api/schedule/sidebar/',
    // Spec 1 §6 gives the Schedule screen to physicians only (the web's AREA_ROLES.schedule): it is
    // the caller's own day as a practitioner, which reception has none of (issue 21 §7).
    access: { kind: 'roles', roles: ['physician'] },
    query: scheduleQuerySchema,
    response: consultationListSchema,
    summary: "The caller's consultations of a day (date YYYY-MM-DD), booked and walk-in, by start: the physician's schedule.",
  },
  futureConsultations: {
    method: 'GET',
    path: '/api/patients/{id}/future_consults/',
    access: can('view', 'consultation'),
    params: patientIdParams,
    response: consultationListSchema,
    summary: "The patient's consultations from today on that are not treated, by start (at most 50).",
  },
});
