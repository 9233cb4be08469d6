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

  it('has exactly the role groups', () => {
    const groups = Object.values(resourcesOfType(auth, 'AWS::Cognito::UserPoolGroup')).map((g) => (g.Properties as { GroupName: string }).GroupName);
    expect(groups.sort()).toEqual([...COGNITO_GROUPS].sort());
  });
});

describe('the web app client', () => {
  const client = Object.values(resourcesOfType(auth, 'AWS::Cognito::UserPoolClient'))[0]!.Properties as Record<string, unknown>;

  it('allows USER_PASSWORD_AUTH and refresh, nothing else, with no secret', () => {
    expect((client.ExplicitAuthFlows as string[]).sort()).toEqual(['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH']);
    expect(client.GenerateSecret).toBe(false);
    expect(client.PreventUserExistenceErrors).toBe('ENABLED');
    expect(client.UserPoolId).toEqual({ Ref: logicalId(praktijk.stacks.auth.userPool) });
  });

  it('issues hour-long ID and access tokens and a working-day refresh token', () => {
    expect(client).toMatchObject({
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 720,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
  });
});
