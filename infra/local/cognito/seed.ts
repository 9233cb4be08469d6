// The files cognito-local reads from `./.cognito` at start: its config, the app client and the
// user pool (options, groups, no users). Written once; afterwards cognito-local owns them, since
// it rewrites them with the users and groups it stores.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PASSWORD_POLICY } from '@praktijk/shared/constants';
import { TENANT_ATTRIBUTE } from '@praktijk/shared/claims';
import { COGNITO_GROUPS } from '@praktijk/shared/roles';

export interface PoolSettings {
  region: string;
  poolId: string;
  clientId: string;
}

/** Minutes an ID or access token lives, as on the production app client (auth-stack.ts). */
export const TOKEN_VALIDITY_MINUTES = 30;
export const REFRESH_TOKEN_VALIDITY_DAYS = 30;
/** Each refresh hands out a new refresh token; the one it replaces still works this many seconds (auth-stack.ts). */
export const REFRESH_TOKEN_ROTATION_GRACE_S = 10;

// Cognito's pool id shape; aws-jwt-verify refuses others and reads the region from the prefix.
const POOL_ID = /^([a-z]{2}(-[a-z]+)+-\d)_[0-9a-zA-Z]+$/;

export function assertAwsShapedPoolId({ region, poolId }: Pick<PoolSettings, 'region' | 'poolId'>): void {
  const match = POOL_ID.exec(poolId);
  if (!match || match[1] !== region) throw new Error(`Pool id must look like ${region}_Praktijk1, got ${poolId}`);
}

/** The pool lets administrators create users and nobody sign up (as the Auth stack's selfSignUpEnabled: false). */
export const ADMIN_CREATE_USER_ONLY = true;

export const issuerDomain = (region: string): string => `https://cognito-idp.${region}.amazonaws.com`;

const stringAttribute = (name: string, mutable: boolean, maxLength = '2048') => ({
  Name: name,
  AttributeDataType: 'String',
  DeveloperOnlyAttribute: false,
  Mutable: mutable,
  Required: false,
  StringAttributeConstraints: { MinLength: mutable ? '0' : '1', MaxLength: maxLength },
});
const booleanAttribute = (name: string) => ({ Name: name, AttributeDataType: 'Boolean', DeveloperOnlyAttribute: false, Mutable: true, Required: false });

// cognito-local takes the pool's schema as written (no merge with its defaults) and refuses
// attribute writes outside it, and changes to attributes marked immutable.
const schemaAttributes = () => [
  { ...stringAttribute('sub', false), Required: true },
  ...['name', 'given_name', 'family_name', 'email', 'phone_number', 'locale', 'zoneinfo'].map((name) => stringAttribute(name, true)),
  booleanAttribute('email_verified'),
  booleanAttribute('phone_number_verified'),
  stringAttribute(`custom:${TENANT_ATTRIBUTE}`, false, '64'),
];

export function seedFiles({ region, poolId, clientId }: PoolSettings, now = new Date().toISOString()): Record<string, unknown> {
  const options = {
    Id: poolId,
    Name: 'praktijk-local',
    Arn: `arn:aws:cognito-idp:${region}:000000000000:userpool/${poolId}`,
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    MfaConfiguration: 'OFF',
    AdminCreateUserConfig: { AllowAdminCreateUserOnly: ADMIN_CREATE_USER_ONLY },
    Policies: {
      PasswordPolicy: {
        MinimumLength: PASSWORD_POLICY.minLength,
        RequireUppercase: PASSWORD_POLICY.requireUppercase,
        RequireLowercase: PASSWORD_POLICY.requireLowercase,
        RequireNumbers: PASSWORD_POLICY.requireDigits,
        RequireSymbols: PASSWORD_POLICY.requireSymbols,
        TemporaryPasswordValidityDays: PASSWORD_POLICY.temporaryPasswordValidityDays,
      },
    },
    SchemaAttributes: schemaAttributes(),
    CreationDate: now,
    LastModifiedDate: now,
  };
  const groups = Object.fromEntries(
    COGNITO_GROUPS.map((name, precedence) => [
      name,
      { GroupName: name, Description: `Praktijk ${name}`, Precedence: precedence, CreationDate: now, LastModifiedDate: now, members: [] },
    ]),
  );
  const client = {
    ClientId: clientId,
    ClientName: 'praktijk-web',
    UserPoolId: poolId,
    // As the AWS client: with rotation, refresh is GetTokensFromRefreshToken and REFRESH_TOKEN_AUTH is off.
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
    RefreshTokenRotation: { Feature: 'ENABLED', RetryGracePeriodSeconds: REFRESH_TOKEN_ROTATION_GRACE_S },
    IdTokenValidity: TOKEN_VALIDITY_MINUTES,
    AccessTokenValidity: TOKEN_VALIDITY_MINUTES,
    RefreshTokenValidity: REFRESH_TOKEN_VALIDITY_DAYS,
    TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
    EnableTokenRevocation: true,
    PreventUserExistenceErrors: 'ENABLED',
    CreationDate: now,
    LastModifiedDate: now,
  };
  return {
    'config.json': { TokenConfig: { IssuerDomain: issuerDomain(region) } },
    'db/clients.json': { Clients: { [clientId]: client } },
    [`db/${poolId}.json`]: { Options: options, Users: {}, Groups: groups },
  };
}

/** Writes each seed file that is not there yet; existing files (and their users) are kept. */
export async function writeSeedFilesIfMissing(dataFolder: string, settings: PoolSettings): Promise<void> {
  await mkdir(join(dataFolder, 'db'), { recursive: true });
  for (const [name, content] of Object.entries(seedFiles(settings))) {
    const path = join(dataFolder, name);
    if (!existsSync(path)) await writeFile(path, `${JSON.stringify(content, null, 2)}\n`);
  }
}
