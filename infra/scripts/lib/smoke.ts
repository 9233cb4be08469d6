import {
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { webConfigSchema, type WebConfig } from '@praktijk/shared/config';

// The post-deploy smoke test (`npm run smoke`), apart from its command line so it is tested
// against a mocked Cognito and a fake fetch: everything goes through the site's CloudFront URL,
// as a browser's requests do.

export interface SmokeInput {
  siteUrl: string;
  email: string;
  password: string;
  /** The 6-digit code of the smoke user's authenticator app, when the pool asks for it (MFA). */
  totpCode?: string;
}

export interface SmokeDeps {
  fetch: typeof fetch;
  cognito: (region: string) => Pick<CognitoIdentityProviderClient, 'send'>;
}

export interface SmokeStep {
  step: string;
  ok: boolean;
  detail: string;
}

export async function runSmoke(input: SmokeInput, deps: SmokeDeps): Promise<SmokeStep[]> {
  const steps: SmokeStep[] = [];
  const site = input.siteUrl.replace(/\/+$/, '');
  const fail = (step: string, detail: string) => (steps.push({ step, ok: false, detail }), steps);

  const configResponse = await deps.fetch(`${site}/config.json`);
  if (!configResponse.ok) return fail('config', `GET /config.json answered ${configResponse.status}`);
  let config: WebConfig;
  try {
    config = webConfigSchema.parse(await configResponse.json());
  } catch {
    return fail('config', '/config.json is not a Praktijk web config');
  }
  steps.push({ step: 'config', ok: true, detail: `pool ${config.userPoolId}, API ${config.apiUrl}` });

  let tokens: AuthenticationResultType | undefined;
  try {
    tokens = await signIn(deps.cognito(config.region), config.userPoolClientId, input);
  } catch (error) {
    return fail('sign-in', (error as Error).message);
  }
  if (!tokens?.IdToken) return fail('sign-in', 'Cognito returned no ID token');
  steps.push({ step: 'sign-in', ok: true, detail: input.email });

  // The API is the site's own origin behind CloudFront (/api/*), with the ID token as the client sends it.
  const current = await deps.fetch(`${config.apiUrl.replace(/\/+$/, '')}/api/auth/current/`, {
    headers: { Authorization: `Bearer ${tokens.IdToken}`, Accept: 'application/json' },
  });
  if (current.status !== 200) return fail('GET /api/auth/current/', `answered ${current.status}`);
  const body = (await current.json()) as { email?: string };
  if (body.email?.toLowerCase() !== input.email.toLowerCase()) return fail('GET /api/auth/current/', 'answered for another user');
  steps.push({ step: 'GET /api/auth/current/', ok: true, detail: '200, the signed-in user' });
  return steps;
}

async function signIn(
  cognito: Pick<CognitoIdentityProviderClient, 'send'>,
  clientId: string,
  input: SmokeInput,
): Promise<AuthenticationResultType | undefined> {
  const started = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: input.email, PASSWORD: input.password } }),
  );
  if (started.AuthenticationResult) return started.AuthenticationResult;
  if (started.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    if (!input.totpCode) throw new Error('the pool asks for an authenticator code: pass --totp-code <6 digits>');
    const answered = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: started.Session,
        ChallengeResponses: { USERNAME: input.email, SOFTWARE_TOKEN_MFA_CODE: input.totpCode },
      }),
    );
    return answered.AuthenticationResult;
  }
  throw new Error(`Cognito asks for ${started.ChallengeName ?? 'an unknown step'}: finish the smoke user's first sign-in in the browser first`);
}
