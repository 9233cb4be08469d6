import { type WebConfig } from '@praktijk/shared/config';

// Where the browser sends API and Cognito calls. Decided here, once:
// - In the cloud the URLs of /config.json are used as written (a relative one is taken against
//   the page's origin, since Amplify only accepts absolute endpoints).
// - On the local twin everything lives on one origin (DESIGN §8), so only the path of each URL is
//   kept and put on the page's own origin. That way the twin works whether it is opened as
//   localhost or 127.0.0.1, and the Vite dev server's proxy works, without any CORS.

export interface Endpoints {
  /** Prefix for the route table's '/api/...' paths. */
  apiBaseUrl: string;
  /** Cognito endpoint override; only the twin has one. */
  userPoolEndpoint?: string;
}

function absolute(url: string, origin: string): URL {
  return new URL(url, origin);
}

function onPageOrigin(url: string, origin: string): string {
  const { pathname, search } = absolute(url, origin);
  return `${origin}${pathname}${search}`.replace(/\/+$/, '');
}

export function resolveEndpoints(config: WebConfig, origin: string): Endpoints {
  const local = config.environment === 'local';
  const place = (url: string): string => (local ? onPageOrigin(url, origin) : absolute(url, origin).toString().replace(/\/+$/, ''));
  return {
    apiBaseUrl: config.apiUrl ? place(config.apiUrl) : origin,
    ...(config.userPoolEndpoint ? { userPoolEndpoint: place(config.userPoolEndpoint) } : {}),
  };
}
