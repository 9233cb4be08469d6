// Shared by the Cognito tests: a real cognito-local on a free port in a temporary folder, the
// shim in front of it on its own HTTP server, and an SDK client pointed at the shim.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { TENANT_ATTRIBUTE } from '@praktijk/shared/claims';
import { startCognitoLocal, type CognitoLocal } from './cognito-local';
import { createCognitoShim, type CognitoShim } from './shim';
import { type MfaConfiguration } from './shim-context';

export const POOL = { region: 'us-east-1', poolId: 'us-east-1_Praktijk1', clientId: 'praktijkwebclient000000001' } as const;
export const PASSWORD = 'Praktijk-Test-1';
/** The passkey settings of the test pool: the twin's relying party, and an origin as the browser would send it. */
export const WEB_AUTHN = { relyingPartyId: 'localhost', origins: ['http://localhost:8080'] } as const;

export interface TestCognito {
  dir: string;
  url: string;
  shim: CognitoShim;
  sdk: CognitoIdentityProviderClient;
  /** Lines the process wrapper printed (labelled codes, errors). */
  logLines: string[];
  /** Stops both halves and removes the data, unless it is kept for a restart. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

async function listen(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts both halves; pass the `dir` of an earlier run to restart on its data. */
export async function startTestCognito(dir?: string, { mfaConfiguration }: { mfaConfiguration?: MfaConfiguration } = {}): Promise<TestCognito> {
  const root = dir ?? (await mkdtemp(join(tmpdir(), 'praktijk-cognito-')));
  const logLines: string[] = [];
  const cognitoLocal: CognitoLocal = await startCognitoLocal({
    ...POOL,
    dir: join(root, 'cognito-local'),
    port: await freePort(),
    log: (line) => logLines.push(line),
  });
  const webAuthn = { relyingPartyId: WEB_AUTHN.relyingPartyId, origins: [...WEB_AUTHN.origins] };
  const shim = await createCognitoShim({ ...POOL, upstreamUrl: cognitoLocal.url, dataDir: join(root, 'shim'), mfaConfiguration, webAuthn });
  // Mounted under a prefix, as the gateway may: the shim must not care about the path.
  const server = createServer((req, res) => shim.handle(req, res));
  const url = `http://127.0.0.1:${await listen(server)}/cognito`;
  // One attempt: the SDK would retry LimitExceededException (a throttling code) with back-off.
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const sdk = new CognitoIdentityProviderClient({ region: POOL.region, endpoint: url, credentials, maxAttempts: 1 });
  let stopped = false;
  const stop = async ({ keepData = false } = {}): Promise<void> => {
    if (stopped) return;
    stopped = true;
    sdk.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await shim.close();
    await cognitoLocal.stop();
    if (!keepData) await rm(root, { recursive: true, force: true });
  };
  return { dir: root, url, shim, sdk, logLines, stop };
}

export const uniqueEmail = (label: string): string => `${label}-${Math.random().toString(36).slice(2, 10)}@demo.test`;

/** A user as practice staff create one: tenant attribute, groups, and a temporary or set password. */
export async function createUser(
  sdk: CognitoIdentityProviderClient,
  email: string,
  {
    tenant = 'demo',
    groups = ['physician'],
    temporaryPassword,
    password = PASSWORD,
  }: { tenant?: string; groups?: string[]; temporaryPassword?: string; password?: string } = {},
): Promise<void> {
  await sdk.send(
    new AdminCreateUserCommand({
      UserPoolId: POOL.poolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: temporaryPassword ?? password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: `custom:${TENANT_ATTRIBUTE}`, Value: tenant },
      ],
    }),
  );
  for (const group of groups) await sdk.send(new AdminAddUserToGroupCommand({ UserPoolId: POOL.poolId, Username: email, GroupName: group }));
  if (!temporaryPassword) await sdk.send(new AdminSetUserPasswordCommand({ UserPoolId: POOL.poolId, Username: email, Password: password, Permanent: true }));
}

export async function signIn(sdk: CognitoIdentityProviderClient, email: string, password = PASSWORD): Promise<Required<AuthenticationResultType>> {
  const answer = await sdk.send(
    new InitiateAuthCommand({ ClientId: POOL.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const tokens = answer.AuthenticationResult;
  if (!tokens?.IdToken || !tokens.AccessToken || !tokens.RefreshToken) throw new Error(`Sign-in gave no tokens: ${JSON.stringify(answer)}`);
  return tokens as Required<AuthenticationResultType>;
}

/** The error an SDK call failed with, as name and message (the test fails if it succeeded). */
export async function failure(call: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await call;
  } catch (error) {
    const { name, message } = error as Error;
    return { name, message };
  }
  throw new Error('Expected the call to fail');
}
