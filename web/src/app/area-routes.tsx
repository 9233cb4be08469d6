import { type RouteObject } from 'react-router';
import { AccountPage } from '../pages/account/AccountPage';
import { ImportPatientsPage } from '../pages/patients/import/ImportPatientsPage';
import { AllPatientsPage } from '../pages/patients/list/AllPatientsPage';
import { NewPatientPage } from '../pages/patients/NewPatientPage';
import { PatientRecordPage } from '../pages/patients/record/PatientRecordPage';
import { UsersPage } from '../pages/users/UsersPage';
import { WelcomePage } from '../pages/welcome/WelcomePage';
import { labelled } from '../shell/route-handle';
import { guardFor, homeRedirect, planningStart } from './guards';
import { areaAccess, SIGNED_IN, STAFF_ONLY } from './route-access';

// The signed-in routes of spec 1 §2 with their labels and access. Areas whose screens come later
// show their Welcome page; each route is guarded on its own, so deep links are checked too.

const planning = areaAccess('planning');

export const signedInRoutes: RouteObject[] = [
  { index: true, loader: homeRedirect },
  { path: 'account', loader: guardFor(SIGNED_IN), handle: labelled('User Account'), element: <AccountPage /> },
  // Beyond the spec: the practice's user management, for staff only.
  { path: 'users', loader: guardFor(STAFF_ONLY), handle: labelled('Users'), element: <UsersPage /> },
  {
    path: 'patients',
    loader: guardFor(areaAccess('patients')),
    handle: labelled('Patients'),
    children: [
      { index: true, handle: labelled('All Patients'), element: <AllPatientsPage /> },
      { path: 'new', handle: labelled('New Patient'), element: <NewPatientPage /> },
      // Before ':patientId/...', so 'import' is never read as a patient id.
      { path: 'import', handle: labelled('Import Patients'), element: <ImportPatientsPage /> },
      { path: ':patientId/view', handle: labelled('Patient'), element: <PatientRecordPage key="view" mode="view" /> },
      { path: ':patientId/edit', handle: labelled('Patient'), element: <PatientRecordPage key="edit" mode="edit" /> },
    ],
  },
  {
    path: 'planning',
    loader: guardFor(planning),
    handle: labelled('Planning'),
    children: [
      { index: true, loader: planningStart(planning), handle: labelled('Welcome'), element: <WelcomePage page="planning" /> },
      { path: 'physicians/:username', handle: labelled((params) => params.username ?? ''), element: <WelcomePage page="practitioner-calendar" /> },
    ],
  },
  {
    path: 'schedule',
    loader: guardFor(areaAccess('schedule')),
    handle: labelled('Schedule'),
    children: [
      { index: true, handle: labelled('Welcome'), element: <WelcomePage page="schedule" /> },
      { id: 'schedule-vc-view', path: ':consultationId/:viewName', handle: labelled('Patient'), element: <WelcomePage page="consultation-view" /> },
    ],
  },
  {
    path: 'reports',
    loader: guardFor(areaAccess('reports')),
    handle: labelled('Reports'),
    children: [
      { index: true, handle: labelled('Dashboard'), element: <WelcomePage page="reports" /> },
      { path: 'diabetes', handle: labelled('Diabetes'), element: <WelcomePage page="reports-diabetes" /> },
      { path: 'procedures', handle: labelled('Procedures'), element: <WelcomePage page="reports-procedures" /> },
      { path: 'attests', handle: labelled('Attests'), element: <WelcomePage page="reports-attests" /> },
    ],
  },
  {
    path: 'messaging',
    loader: guardFor(areaAccess('messaging')),
    handle: labelled('Notification Center'),
    children: [{ index: true, handle: labelled('Inbox'), element: <WelcomePage page="messaging" /> }],
  },
];
