import { describe, expect, it } from 'vitest';
import { onRelyingParty, passkeysUsable } from './passkey-support';

describe('passkeys on this page', () => {
  it('are usable on the relying party’s domain or a subdomain, with WebAuthn', () => {
    expect(passkeysUsable({ relyingPartyId: 'localhost', hostname: 'localhost', webAuthn: true })).toBe(true);
    expect(passkeysUsable({ relyingPartyId: 'praktijk.example.org', hostname: 'app.praktijk.example.org', webAuthn: true })).toBe(true);
    expect(onRelyingParty('Praktijk.Example.org', 'praktijk.example.org')).toBe(true);
  });

  it('are not offered without WebAuthn, without a relying party, or on another host', () => {
    expect(passkeysUsable({ relyingPartyId: 'localhost', hostname: 'localhost', webAuthn: false })).toBe(false);
    expect(passkeysUsable({ relyingPartyId: undefined, hostname: 'localhost', webAuthn: true })).toBe(false);
    expect(passkeysUsable({ relyingPartyId: 'localhost', hostname: '127.0.0.1', webAuthn: true })).toBe(false);
    expect(passkeysUsable({ relyingPartyId: 'example.org', hostname: 'badexample.org', webAuthn: true })).toBe(false);
  });
});
