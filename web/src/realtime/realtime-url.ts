// The socket address: the configured /ws/app/ URL with the ID token in the query (browsers cannot
// set headers on a WebSocket), and a secure socket whenever the page itself is secure (spec 3 §4).

export function secureWhenPageIs(url: string, pageProtocol: string): string {
  return pageProtocol === 'https:' ? url.replace(/^ws:/i, 'wss:') : url;
}

export function socketUrlWithToken(url: string, token: string): string {
  const target = new URL(url);
  target.searchParams.set('token', token);
  return target.toString();
}
