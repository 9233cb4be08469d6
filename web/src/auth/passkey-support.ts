// Whether this page can offer passkeys: the user pool has them (its relying party comes with
// /config.json), the browser has WebAuthn, and the page is on the relying party's domain (a
// passkey for "localhost" cannot be used from 127.0.0.1, nor a production domain's from another).
// Small and free of Amplify: the sign-in page reads it.

let relyingPartyId: string | undefined;

/** Set once at boot (configureAmplify) from /config.json; undefined where the pool has no passkeys. */
export function setPasskeyRelyingParty(id: string | undefined): void {
  relyingPartyId = id;
}

/** The page's host is the relying party's domain or one of its subdomains. */
export function onRelyingParty(hostname: string, rpId: string): boolean {
  const host = hostname.toLowerCase();
  const rp = rpId.toLowerCase();
  return host === rp || host.endsWith(`.${rp}`);
}

export interface PasskeyEnvironment {
  relyingPartyId: string | undefined;
  hostname: string;
  /** window.PublicKeyCredential exists. */
  webAuthn: boolean;
}

export function passkeysUsable({ relyingPartyId: rp, hostname, webAuthn }: PasskeyEnvironment): boolean {
  return webAuthn && rp !== undefined && rp !== '' && onRelyingParty(hostname, rp);
}

/** This page, now. */
export function passkeysAvailable(): boolean {
  return passkeysUsable({
    relyingPartyId,
    hostname: globalThis.location?.hostname ?? '',
    webAuthn: typeof (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential !== 'undefined',
  });
}
