// Where to send a visitor after sign-in, and how to carry that place through /login and /logout.
// The target always comes from the address bar, so it is treated as untrusted: only same-origin
// paths are followed, never another site (an "open redirect" would make phishing links look real).

export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
export const PASSWORD_CHANGE_PATH = '/password-change';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const PASSWORD_RESET_PATH = '/password-reset';
export const HOME_PATH = '/';
export const REDIRECT_PARAM = 'redirect';

/** Paths that make no sense as a target: returning to them would loop or sign out again. */
const NOT_A_TARGET = [LOGIN_PATH, LOGOUT_PATH, PASSWORD_CHANGE_PATH];

function isAuthPagePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return NOT_A_TARGET.some((page) => pathname === page || pathname === `${page}/`);
}

function hasControlCharacter(value: string): boolean {
  return Array.from(value).some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** A same-origin absolute path such as '/patients/1/view?tab=2', or undefined. */
export function sanitizeRedirectTarget(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  // '//host' and '/\host' are protocol-relative URLs in browsers: they leave the origin.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  // Control characters (tabs, new lines) are stripped by URL parsers and can hide a '//'.
  if (hasControlCharacter(raw)) return undefined;
  if (isAuthPagePath(raw)) return undefined;
  return raw;
}

/** Where to go after a successful sign-in, given the query of the /login page. */
export function redirectTargetFrom(search: string): string {
  const raw = new URLSearchParams(search).get(REDIRECT_PARAM);
  return sanitizeRedirectTarget(raw) ?? HOME_PATH;
}

function withRedirect(page: string, from: string | undefined): string {
  const target = sanitizeRedirectTarget(from);
  if (target === undefined || target === HOME_PATH) return page;
  return `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/** '/login', or '/login?redirect=<from>' when 'from' is worth coming back to. */
export function loginPath(from?: string): string {
  return withRedirect(LOGIN_PATH, from);
}

/** '/logout?redirect=<from>': the 403 path (spec 1 §4 and §8). */
export function logoutPath(from?: string): string {
  return withRedirect(LOGOUT_PATH, from);
}

/** '/password-change', carrying the login page's redirect through the forced change. */
export function passwordChangePath(from?: string): string {
  return withRedirect(PASSWORD_CHANGE_PATH, from);
}

export function isOnLoginPage(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname === `${LOGIN_PATH}/`;
}

export function isOnLogoutPage(pathname: string): boolean {
  return pathname === LOGOUT_PATH || pathname === `${LOGOUT_PATH}/`;
}
