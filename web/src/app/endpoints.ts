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
  /** The realtime socket (/ws/app/); the page's protocol decides ws: or wss: on the twin. */
  wsUrl: string;
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

/** A WebSocket URL: on the twin the configured path on the page's origin, in the cloud as written. */
function socketUrl(config: WebConfig, origin: string): string {
  const url = absolute(config.wsUrl || '/ws/app/', origin.replace(/^http/, 'ws'));
  if (config.environment === 'local') return `${origin.replace(/^http/, 'ws')}${url.pathname}`;
  return url.toString();
}

export function resolveEndpoints(config: WebConfig, origin: string): Endpoints {
  const local = config.environment === 'local';
  const place = (url: string): string => (local ? onPageOrigin(url, origin) : absolute(url, origin).toString().replace(/\/+$/, ''));
  return {
    apiBaseUrl: config.apiUrl ? place(config.apiUrl) : origin,
    wsUrl: socketUrl(config, origin),
    ...(config.userPoolEndpoint ? { userPoolEndpoint: place(config.userPoolEndpoint) } : {}),
  };
}
