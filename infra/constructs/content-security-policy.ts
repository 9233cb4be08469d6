// The web origin's Content-Security-Policy and Permissions-Policy, written once for CloudFront
// (security-headers.ts) and for the twin (local/gateway/static.ts). Plain strings, no CDK, so the
// twin can import them.
//
// - Scripts from the origin only: Vite emits no inline script (index.html loads one module).
// - Style sheets and <style> elements from the origin only (`style-src-elem 'self'`): Cloudscape
//   ships its styles as CSS files and the letter editor (TinyMCE) loads its skins by URL from files
//   the build copies in; Cloudscape's theming runtime would add <style> elements, but the client
//   does not use it. React sets style props through the CSSOM, which a CSP does not govern.
// - Inline style attributes are allowed (`style-src-attr 'unsafe-inline'`, issue 24): a letter's
//   formatting is inline styles in its HTML (colour, alignment, table widths, line height), which
//   TinyMCE writes and shows as `style="..."` attributes; under `style-src 'self'` alone they are
//   silently not shown. An attribute cannot load anything or run script, so this opens only
//   presentation; `style-src 'self'` stays as the fallback for browsers without the split.
// - The browser talks to its own origin (web client, /api, /config.json), the WebSocket API,
//   Cognito and the buckets it uploads files to itself (presigned POSTs, DESIGN §7); nothing else.
// - Images from the origin, data and blob URLs, and the documents bucket, whose short-lived links
//   show medical cards' thumbnails (issue 25); nothing else.

export interface ContentSecurityPolicyOrigins {
  /** The WebSocket API's origin, e.g. wss://abc.execute-api.eu-west-1.amazonaws.com. */
  webSocket: string;
  /** Cognito's endpoint the client signs in with (absent when it is the same origin, as on the twin). */
  cognito?: string;
  /** The origins of the buckets the browser posts files to (the documents and imports buckets; on the twin its S3 endpoint). */
  fileUploads?: readonly string[];
  /** The origins of the buckets whose images the page shows by short-lived links (the documents bucket; on the twin its S3 endpoint). */
  images?: readonly string[];
}

export function contentSecurityPolicy(origins: ContentSecurityPolicyOrigins): string {
  const connect = ["'self'", origins.webSocket, ...(origins.cognito ? [origins.cognito] : []), ...(origins.fileUploads ?? [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-elem 'self'",
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...(origins.images ?? [])].join(' '),
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// No feature the client needs asks for a permission; deny the ones a page could otherwise request.
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');
