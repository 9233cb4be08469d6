import { type Page } from 'playwright-core';

// A passkey authenticator for browser tests: Chromium's virtual authenticator (DevTools protocol),
// built into the device ("internal"), holding discoverable credentials, verifying the user and
// answering without a prompt. Its credentials live with the page's tab across navigations.
export interface VirtualAuthenticator {
  /** Whether the next ceremonies pass user verification (false: the browser answers NotAllowedError). */
  setUserVerified(verified: boolean): Promise<void>;
  credentialCount(): Promise<number>;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    setUserVerified: async (isUserVerified) => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
    },
    credentialCount: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length,
  };
}
