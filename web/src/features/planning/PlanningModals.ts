// The planning dialogs' code, one chunk loaded apart from the calendar (PlanningDialogs.tsx):
// the booking and blocked-time forms (with the letter upload, the patient picker and their
// Cloudscape fields) are not needed to show the first screen.
export { BlockedTimeModal } from './blocked/BlockedTimeModal';
export { EditBookingModal } from './booking/EditBookingModal';
export { NewBookingModal } from './booking/NewBookingModal';
