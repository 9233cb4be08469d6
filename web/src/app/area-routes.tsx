import { type RouteObject } from 'react-router';
import { AccountPage } from '../pages/account/AccountPage';
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
      { index: true, handle: labelled('All Patients'), element: <WelcomePage page="patients" /> },
      { path: 'new', handle: labelled('New Patient'), element: <WelcomePage page="patients-new" /> },
      { path: ':patientId/view', handle: labelled('Patient'), element: <WelcomePage page="patient" /> },
      { path: ':patientId/edit', handle: labelled('Patient'), element: <WelcomePage page="patient" /> },
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
