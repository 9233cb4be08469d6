import { describe, expect, it } from 'vitest';
import { deletePasskeyLabel, passkeyCreated, passkeyErrorMessage } from './passkey-list';

const named = (name: string): Error => Object.assign(new Error('x'), { name });

describe('the passkeys table', () => {
  it('shows the created date as DD-MM-YYYY on the practice clock, nothing without one', () => {
    expect(passkeyCreated(new Date('2026-11-26T12:00:00Z'))).toBe('26-11-2026');
    // 01:30 UTC is still the evening before in Paramaribo (UTC-3).
    expect(passkeyCreated(new Date('2026-11-26T01:30:00Z'))).toBe('25-11-2026');
    expect(passkeyCreated(undefined)).toBe('');
  });

  it('names the passkey a Delete button removes', () => {
    expect(deletePasskeyLabel('Passkey', new Date('2026-11-26T12:00:00Z'))).toBe('Delete passkey Passkey created 26-11-2026');
    expect(deletePasskeyLabel('Security key', undefined)).toBe('Delete passkey Security key');
  });

  it('words the browser’s cancel calmly, and every other failure', () => {
    expect(passkeyErrorMessage(named('PasskeyRegistrationCanceled'))).toBe('No passkey was added: the request was cancelled or timed out.');
    expect(passkeyErrorMessage(named('PasskeyAlreadyExists'))).toMatch(/already holds a passkey/);
    expect(passkeyErrorMessage(named('WebAuthnOriginNotAllowedException'))).toMatch(/cannot be created on this address/);
    expect(passkeyErrorMessage(named('SomethingElse'))).toBe('The passkey could not be added. Try again.');
    expect(passkeyErrorMessage('boom')).toBe('The passkey could not be added. Try again.');
  });
});
