import { createBrowserRouter, Navigate } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage';
import { HomePage } from '../pages/home/HomePage';
import { LoginPage } from '../pages/login/LoginPage';
import { LogoutPage } from '../pages/logout/LogoutPage';
import { leaveLoginWhenSignedIn, requireSession } from './guards';
import { setNavigator } from './navigator';
import { RootLayout } from './RootLayout';
import { SignedInLayout } from './SignedInLayout';

// The routes of spec 1 §2 that exist so far. Decision: the catch-all sits inside the signed-in
// branch, so an anonymous visitor to any unknown path is sent to /login?redirect=<path> first
// (the guard runs before matching is judged) and a signed-in one goes to /404. This keeps the
// route list private to anonymous visitors and lets deep links survive the sign-in.

export function createAppRouter() {
  const router = createBrowserRouter([
    {
      element: <RootLayout />,
      hydrateFallbackElement: <FullPageSpinner />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/login', loader: leaveLoginWhenSignedIn, element: <LoginPage /> },
        { path: '/logout', element: <LogoutPage /> },
        { path: '/401', element: <ErrorPage kind={401} /> },
        { path: '/404', element: <ErrorPage kind={404} /> },
        { path: '/500', element: <ErrorPage kind={500} /> },
        {
          loader: requireSession,
          element: <SignedInLayout />,
          children: [
            { index: true, element: <HomePage /> },
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ]);
  setNavigator((to) => void router.navigate(to));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
