import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { TENANT_ATTRIBUTE } from '@praktijk/shared/claims';
import { PASSWORD_POLICY } from '@praktijk/shared/constants';
import { COGNITO_GROUPS } from '@praktijk/shared/roles';
import { logicalId, resourcesOfType, synthPraktijk } from './synth';

const praktijk = synthPraktijk();
afterAll(() => praktijk.cleanup());
const auth = praktijk.template('auth');

describe('the Cognito user pool', () => {
  it('enforces the shared password policy', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireLowercase: PASSWORD_POLICY.requireLowercase,
          RequireUppercase: PASSWORD_POLICY.requireUppercase,
          RequireNumbers: PASSWORD_POLICY.requireDigits,
          RequireSymbols: PASSWORD_POLICY.requireSymbols,
          TemporaryPasswordValidityDays: PASSWORD_POLICY.temporaryPasswordValidityDays,
        },
      },
    });
  });

  it('carries the tenant as an immutable custom attribute', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([Match.objectLike({ Name: TENANT_ATTRIBUTE, AttributeDataType: 'String', Mutable: false })]),
    });
  });

  it('signs in by email, admins create users, recovery by email, deletion protected', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      DeletionProtection: 'ACTIVE',
    });
    expect(Object.values(resourcesOfType(auth, 'AWS::Cognito::UserPool'))[0]?.DeletionPolicy).toBe('Retain');
  });

  it('requires MFA with an authenticator app (TOTP) as the second factor, no SMS', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'ON', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
    const pool = Object.values(resourcesOfType(auth, 'AWS::Cognito::UserPool'))[0]!.Properties as Record<string, unknown>;
    expect(pool.SmsConfiguration).toBeUndefined();
  });

  it('enforces threat protection: compromised credentials and high-risk sign-ins are blocked', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'PLUS', UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' } });
    auth.hasResourceProperties('AWS::Cognito::UserPoolRiskConfigurationAttachment', {
      UserPoolId: { Ref: logicalId(praktijk.stacks.auth.userPool) },
      ClientId: 'ALL',
      CompromisedCredentialsRiskConfiguration: { Actions: { EventAction: 'BLOCK' }, EventFilter: Match.arrayWith(['SIGN_IN', 'PASSWORD_CHANGE']) },
      AccountTakeoverRiskConfiguration: { Actions: { HighAction: { EventAction: 'BLOCK' } } },
    });
  });

  it('has exactly the role groups', () => {
    const groups = Object.values(resourcesOfType(auth, 'AWS::Cognito::UserPoolGroup')).map((g) => (g.Properties as { GroupName: string }).GroupName);
    expect(groups.sort()).toEqual([...COGNITO_GROUPS].sort());
  });
});

describe('the web app client', () => {
  const client = Object.values(resourcesOfType(auth, 'AWS::Cognito::UserPoolClient'))[0]!.Properties as Record<string, unknown>;

  it('allows USER_PASSWORD_AUTH, nothing else, with no secret', () => {
    // With refresh-token rotation, refresh goes through GetTokensFromRefreshToken (as Amplify does);
    // InitiateAuth's REFRESH_TOKEN_AUTH, which would hand out tokens without rotating, is off.
    expect(client.ExplicitAuthFlows).toEqual(['ALLOW_USER_PASSWORD_AUTH']);
    expect(client.GenerateSecret).toBe(false);
    expect(client.PreventUserExistenceErrors).toBe('ENABLED');
    expect(client.UserPoolId).toEqual({ Ref: logicalId(praktijk.stacks.auth.userPool) });
  });

  it('issues half-hour ID and access tokens and a working-day refresh token, rotated at each refresh', () => {
    expect(client).toMatchObject({
      IdTokenValidity: 30,
      AccessTokenValidity: 30,
      RefreshTokenValidity: 720,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
      RefreshTokenRotation: { Feature: 'ENABLED', RetryGracePeriodSeconds: 10 },
    });
  });

  it('writes no attribute: the browser changes a profile through the API only', () => {
    expect(client.WriteAttributes).toEqual([]);
  });
});

describe('passkeys (issue 14.1)', () => {
  const DOMAIN = 'praktijk.example.org';
  const withDomain = synthPraktijk({
    domainName: DOMAIN,
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
  });
  afterAll(() => withDomain.cleanup());
  const passkeyAuth = withDomain.template('auth');
  const poolOf = (template: typeof auth) => Object.values(resourcesOfType(template, 'AWS::Cognito::UserPool'))[0]!.Properties as Record<string, unknown>;
  const clientOf = (template: typeof auth) =>
    Object.values(resourcesOfType(template, 'AWS::Cognito::UserPoolClient'))[0]!.Properties as Record<string, unknown>;

  it('on a stage with its own domain: password or passkey first, the domain as relying party, user verification required', () => {
    passkeyAuth.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: { SignInPolicy: { AllowedFirstAuthFactors: ['PASSWORD', 'WEB_AUTHN'] } },
      WebAuthnRelyingPartyID: DOMAIN,
      WebAuthnUserVerification: 'required',
    });
  });

  it('counts a passkey with user verification as MFA, so passkey sign-in works with MFA required', () => {
    passkeyAuth.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      WebAuthnFactorConfiguration: 'MULTI_FACTOR_WITH_USER_VERIFICATION',
    });
  });

  it('lets the web client use USER_AUTH beside USER_PASSWORD_AUTH, and tells it the relying party', () => {
    expect(clientOf(passkeyAuth).ExplicitAuthFlows).toEqual(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_AUTH']);
    expect(withDomain.stacks.web.webConfig.passkeyRelyingPartyId).toBe(DOMAIN);
  });

  it('are off on a stage without a domain: no relying party the browser could check, password and authenticator only', () => {
    const pool = poolOf(auth);
    expect(pool.WebAuthnRelyingPartyID).toBeUndefined();
    expect(pool.WebAuthnFactorConfiguration).toBeUndefined();
    expect((pool.Policies as { SignInPolicy?: unknown }).SignInPolicy).toBeUndefined();
    expect(clientOf(auth).ExplicitAuthFlows).toEqual(['ALLOW_USER_PASSWORD_AUTH']);
    expect(praktijk.stacks.web.webConfig.passkeyRelyingPartyId).toBeUndefined();
  });
});
