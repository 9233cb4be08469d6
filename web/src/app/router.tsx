import { createBrowserRouter, Navigate } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage';
import { LoginPage } from '../pages/login/LoginPage';
import { LogoutPage } from '../pages/logout/LogoutPage';
import { ForgotPasswordPage } from '../pages/password/ForgotPasswordPage';
import { PasswordChangePage } from '../pages/password/PasswordChangePage';
import { PasswordResetPage } from '../pages/password/PasswordResetPage';
import { labelled } from '../shell/route-handle';
import { signedInRoutes } from './area-routes';
import { guardFor, loginGuard, NOT_FOUND_PATH } from './guards';
import { setNavigator } from './navigator';
import { PlainLayout } from './PlainLayout';
import { RootLayout } from './RootLayout';
import { SignedInLayout } from './SignedInLayout';

// The route table of spec 1 §2. Decision: the catch-all sits inside the signed-in branch, so an
// anonymous visitor to any unknown path is sent to /login?redirect=<path> first (the guard runs
// before matching is judged) and a signed-in one goes to /404. This keeps the route list private
// to anonymous visitors and lets deep links survive the sign-in.

export interface RouterSettings {
  /** The /ws/app/ socket URL from /config.json. */
  realtimeUrl: string;
}

const anonymous = guardFor({ kind: 'anonymous' });

export function createAppRouter({ realtimeUrl }: RouterSettings) {
  const router = createBrowserRouter([
    {
      element: <RootLayout />,
      hydrateFallbackElement: <FullPageSpinner />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <PlainLayout />,
          children: [
            { path: '/login', loader: loginGuard, handle: labelled('Sign in'), element: <LoginPage /> },
            { path: '/forgot-password', loader: anonymous, handle: labelled('Forgot password'), element: <ForgotPasswordPage /> },
            { path: '/password-reset', loader: anonymous, handle: labelled('Reset password'), element: <PasswordResetPage /> },
            { path: '/password-change', loader: guardFor({ kind: 'bypass' }), handle: labelled('Change password'), element: <PasswordChangePage /> },
            { path: '/logout', element: <LogoutPage /> },
            { path: '/401', element: <ErrorPage kind={401} /> },
            { path: NOT_FOUND_PATH, element: <ErrorPage kind={404} /> },
            { path: '/500', element: <ErrorPage kind={500} /> },
          ],
        },
        {
          path: '/',
          loader: guardFor({ kind: 'signed-in' }),
          element: <SignedInLayout realtimeUrl={realtimeUrl} />,
          children: [...signedInRoutes, { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> }],
        },
      ],
    },
  ]);
  setNavigator((to) => void router.navigate(to));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
