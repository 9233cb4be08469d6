import { createBrowserRouter, type LoaderFunctionArgs, Navigate } from 'react-router';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { ErrorPage } from '@/pages/errors/ErrorPage';
import { RouteErrorPage } from '@/pages/errors/RouteErrorPage';
import { labelled } from '@/shell/route-handle';
import { signedInRoutes } from './area-routes';
import { guardFor, loginGuard, NOT_FOUND_PATH, type PermissionSource } from './guards';
import { lazyPage } from './lazy-page';
import { type Endpoints } from './endpoints';
import { setNavigator } from '@/navigation/navigator';
import { PlainLayout } from './PlainLayout';
import { RootLayout } from './RootLayout';

// The route table of spec 1 §2. Decision: the catch-all sits inside the signed-in branch, so an
// anonymous visitor to any unknown path is sent to /login?redirect=<path> first (the guard runs
// before matching is judged) and a signed-in one goes to /404. This keeps the route list private
// to anonymous visitors and lets deep links survive the sign-in.

/**
 * The signed-in branch loads with the first signed-in page: the shell, the query cache and the
 * API client with its route table and schemas, none of which the sign-in page needs.
 */
async function loadSignedInBranch(endpoints: Endpoints) {
  const [{ SignedInLayout }, { startApi }] = await Promise.all([import('./SignedInLayout'), import('./signed-in-session')]);
  startApi(endpoints.apiBaseUrl);
  return { element: <SignedInLayout realtimeUrl={endpoints.wsUrl} /> };
}

/** The signed-in guard, which also starts fetching the current user beside the branch's code. */
function signedInGuard(endpoints: Endpoints) {
  const guard = guardFor({ kind: 'signed-in' });
  return async (args: LoaderFunctionArgs) => {
    const identity = await guard(args);
    if (identity) void import('./signed-in-session').then((session) => session.startSession(endpoints.apiBaseUrl, identity));
    return identity;
  };
}

/** The current user's permissions for the screens' guards, through the signed-in session's code and cache. */
function sessionPermissions(endpoints: Endpoints): PermissionSource {
  return async (identity) => (await import('./signed-in-session')).sessionPermissions(endpoints.apiBaseUrl, identity);
}

const anonymous = guardFor({ kind: 'anonymous' });

export function createAppRouter(endpoints: Endpoints) {
  const router = createBrowserRouter([
    {
      element: <RootLayout />,
      hydrateFallbackElement: <FullPageSpinner />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <PlainLayout />,
          children: [
            {
              path: '/login',
              loader: loginGuard,
              handle: labelled('Sign in'),
              lazy: lazyPage(
                () => import('@/pages/login/LoginPage'),
                (m) => <m.LoginPage />,
              ),
            },
            {
              path: '/forgot-password',
              loader: anonymous,
              handle: labelled('Forgot password'),
              lazy: lazyPage(
                () => import('@/pages/password/ForgotPasswordPage'),
                (m) => <m.ForgotPasswordPage />,
              ),
            },
            {
              path: '/password-reset',
              loader: anonymous,
              handle: labelled('Reset password'),
              lazy: lazyPage(
                () => import('@/pages/password/PasswordResetPage'),
                (m) => <m.PasswordResetPage />,
              ),
            },
            {
              path: '/password-change',
              loader: guardFor({ kind: 'bypass' }),
              handle: labelled('Change password'),
              lazy: lazyPage(
                () => import('@/pages/password/PasswordChangePage'),
                (m) => <m.PasswordChangePage />,
              ),
            },
            {
              path: '/logout',
              lazy: lazyPage(
                () => import('@/pages/logout/LogoutPage'),
                (m) => <m.LogoutPage />,
              ),
            },
            { path: '/401', element: <ErrorPage kind={401} /> },
            { path: NOT_FOUND_PATH, element: <ErrorPage kind={404} /> },
            { path: '/500', element: <ErrorPage kind={500} /> },
          ],
        },
        {
          path: '/',
          loader: signedInGuard(endpoints),
          lazy: () => loadSignedInBranch(endpoints),
          children: [...signedInRoutes(sessionPermissions(endpoints)), { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> }],
        },
      ],
    },
  ]);
  setNavigator((to) => void router.navigate(to));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
