import { type LoaderFunctionArgs, redirect } from 'react-router';
import { HOME_PATH, loginPath } from '../auth/redirect';
import { hasSession } from '../auth/session';

// Route guards as loaders, so a page never renders (nor fetches) for the wrong visitor.

/** Spec 1 §2 "Route guard": without a session every non-anonymous route goes to /login?redirect=. */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  if (await hasSession()) return null;
  const { pathname, search } = new URL(request.url);
  throw redirect(loginPath(`${pathname}${search}`));
}

/** A signed-in user has nothing to do on /login. */
export async function leaveLoginWhenSignedIn(): Promise<null> {
  if (await hasSession()) throw redirect(HOME_PATH);
  return null;
}
