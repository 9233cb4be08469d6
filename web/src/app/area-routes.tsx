import { type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';
import { isConsultationView } from '@/navigation/consultation-views';
import { type WelcomePageKey } from '@/pages/welcome/welcome-pages';
import { consultationPatientLabel, labelled, practitionerLabel } from '@/shell/route-handle';
import { guardFor, homeRedirect, NOT_FOUND_PATH, type PermissionSource, planningStart } from './guards';
import { lazyPage } from './lazy-page';
import { areaAccess, type Screen, screenAccess, SIGNED_IN, STAFF_ONLY } from '@/navigation/route-access';

// The signed-in routes of spec 1 §2 with their labels and access. Areas whose screens come later
// show their Welcome page; each route is guarded on its own, so deep links are checked too: an
// area by its roles, each of its built screens also by the permission it needs (route-access.ts).

const planning = areaAccess('planning');

/** The Welcome page stands in for an area's screens until they are built. */
function welcome(page: WelcomePageKey) {
  return lazyPage(
    () => import('@/pages/welcome/WelcomePage'),
    (m) => <m.WelcomePage page={page} />,
  );
}

/** A consultation's workspace has the views 'consult' and 'decursus'; any other viewName is the 404 page. */
function consultationViewOnly({ params }: LoaderFunctionArgs): null {
  if (!isConsultationView(params.viewName)) throw redirect(NOT_FOUND_PATH);
  return null;
}

/** The routes, with the current user's permissions for the screens that need one. */
export function signedInRoutes(permissions: PermissionSource): RouteObject[] {
  const patientScreen = (screen: Screen) => guardFor(screenAccess('patients', screen), permissions);
  return [
    { index: true, loader: homeRedirect },
    {
      path: 'account',
      loader: guardFor(SIGNED_IN),
      handle: labelled('User Account'),
      lazy: lazyPage(
        () => import('@/pages/account/AccountPage'),
        (m) => <m.AccountPage />,
      ),
    },
    // Beyond the spec: the practice's user management, for staff only.
    {
      path: 'users',
      loader: guardFor(STAFF_ONLY),
      handle: labelled('Users'),
      lazy: lazyPage(
        () => import('@/pages/users/UsersPage'),
        (m) => <m.UsersPage />,
      ),
    },
    {
      path: 'patients',
      loader: guardFor(areaAccess('patients')),
      handle: labelled('Patients'),
      children: [
        {
          index: true,
          loader: patientScreen('allPatients'),
          handle: labelled('All Patients'),
          lazy: lazyPage(
            () => import('@/pages/patients/list/AllPatientsPage'),
            (m) => <m.AllPatientsPage />,
          ),
        },
        {
          path: 'new',
          loader: patientScreen('newPatient'),
          handle: labelled('New Patient'),
          lazy: lazyPage(
            () => import('@/pages/patients/NewPatientPage'),
            (m) => <m.NewPatientPage />,
          ),
        },
        // Before ':patientId/...', so 'import' is never read as a patient id.
        {
          path: 'import',
          loader: patientScreen('importPatients'),
          handle: labelled('Import Patients'),
          lazy: lazyPage(
            () => import('@/pages/patients/import/ImportPatientsPage'),
            (m) => <m.ImportPatientsPage />,
          ),
        },
        {
          path: ':patientId/view',
          loader: patientScreen('patient'),
          handle: labelled('Patient'),
          lazy: lazyPage(
            () => import('@/pages/patients/record/PatientRecordPage'),
            (m) => <m.PatientRecordPage key="view" mode="view" />,
          ),
        },
        {
          path: ':patientId/edit',
          loader: patientScreen('patient'),
          handle: labelled('Patient'),
          lazy: lazyPage(
            () => import('@/pages/patients/record/PatientRecordPage'),
            (m) => <m.PatientRecordPage key="edit" mode="edit" />,
          ),
        },
      ],
    },
    {
      path: 'planning',
      loader: guardFor(planning),
      handle: labelled('Planning'),
      children: [
        {
          index: true,
          loader: planningStart(planning),
          handle: labelled('Team day'),
          lazy: lazyPage(
            () => import('@/pages/planning/page/PlanningHomePage'),
            (m) => <m.PlanningHomePage />,
          ),
        },
        {
          path: 'physicians/:username',
          handle: labelled(practitionerLabel),
          lazy: lazyPage(
            () => import('@/pages/planning/page/PractitionerCalendarPage'),
            (m) => <m.PractitionerCalendarPage />,
          ),
        },
      ],
    },
    {
      path: 'schedule',
      loader: guardFor(areaAccess('schedule')),
      handle: labelled('Schedule'),
      children: [
        {
          index: true,
          handle: labelled('Welcome'),
          lazy: lazyPage(
            () => import('@/pages/schedule/SchedulePage'),
            (m) => <m.SchedulePage />,
          ),
        },
        {
          id: 'schedule-vc-view',
          path: ':consultationId/:viewName',
          loader: consultationViewOnly,
          handle: labelled(consultationPatientLabel),
          lazy: lazyPage(
            () => import('@/pages/schedule/ConsultationWorkspace'),
            (m) => <m.ConsultationWorkspace />,
          ),
        },
      ],
    },
    {
      path: 'reports',
      loader: guardFor(areaAccess('reports')),
      handle: labelled('Reports'),
      children: [
        { index: true, handle: labelled('Dashboard'), lazy: welcome('reports') },
        { path: 'diabetes', handle: labelled('Diabetes'), lazy: welcome('reports-diabetes') },
        { path: 'procedures', handle: labelled('Procedures'), lazy: welcome('reports-procedures') },
        { path: 'attests', handle: labelled('Attests'), lazy: welcome('reports-attests') },
      ],
    },
    {
      path: 'messaging',
      loader: guardFor(areaAccess('messaging')),
      handle: labelled('Notification Center'),
      children: [{ index: true, handle: labelled('Inbox'), lazy: welcome('messaging') }],
    },
  ];
}
