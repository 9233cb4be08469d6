// Spec 1 §4 "Version check": a tab left open across a deploy runs old code against a new API.
// Versions are compared as written: any difference means this page is not what the server serves.

export function isVersionMismatch(serverVersion: string, clientVersion: string): boolean {
  return serverVersion.trim() !== '' && serverVersion.trim() !== clientVersion.trim();
}
