import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import { type Construct } from 'constructs';
import { TENANT_ATTRIBUTE } from '@praktijk/shared/claims';
import { PASSWORD_POLICY } from '@praktijk/shared/constants';
import { COGNITO_GROUPS, STAFF_GROUP } from '@praktijk/shared/roles';
import { Capability } from '../constructs/capability';
import { acknowledge } from '../constructs/nag';

export interface AuthStackProps extends StackProps {
  stage: string;
}

// Clinical sessions: short-lived ID/access tokens (the API takes the ID token), and a refresh
// token that lasts a working day, so a session left open overnight has to sign in again.
const ID_AND_ACCESS_TOKEN_VALIDITY = Duration.minutes(60);
const REFRESH_TOKEN_VALIDITY = Duration.hours(12);

/**
 * Identity: one user pool for all practices, the tenant as an immutable custom attribute
 * (`custom:tenant_id`, read by the API from the verified token), the role groups, and the web
 * app client (USER_PASSWORD_AUTH, as the twin and the spec's forced password change use).
 */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;
  /** Change user attributes only, or administer users (create, disable, groups, passwords). */
  readonly cognitoAccess: Record<'attributes' | 'administration', Capability>;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `praktijk-${props.stage}`,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes: {
        [TENANT_ATTRIBUTE]: new cognito.StringAttribute({ minLen: 1, maxLen: 64, mutable: false }),
      },
      passwordPolicy: {
        minLength: PASSWORD_POLICY.minLength,
        requireLowercase: PASSWORD_POLICY.requireLowercase,
        requireUppercase: PASSWORD_POLICY.requireUppercase,
        requireDigits: PASSWORD_POLICY.requireDigits,
        requireSymbols: PASSWORD_POLICY.requireSymbols,
        tempPasswordValidity: Duration.days(PASSWORD_POLICY.temporaryPasswordValidityDays),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OFF,
      // Plus tier for threat protection: compromised-credential and risky sign-in detection are
      // logged (audit only) until the web client can answer an MFA challenge.
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.AUDIT_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    COGNITO_GROUPS.forEach((groupName, precedence) => {
      this.userPool.addGroup(`Group-${groupName}`, {
        groupName,
        precedence,
        description: groupName === STAFF_GROUP ? 'Practice superusers: every permission, user administration' : `Practice role: ${groupName}`,
      });
    });

    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      generateSecret: false,
      authFlows: { userPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: ID_AND_ACCESS_TOKEN_VALIDITY,
      accessTokenValidity: ID_AND_ACCESS_TOKEN_VALIDITY,
      refreshTokenValidity: REFRESH_TOKEN_VALIDITY,
      readAttributes: new cognito.ClientAttributes().withStandardAttributes({ email: true, emailVerified: true }).withCustomAttributes(TENANT_ATTRIBUTE),
    });

    const onThePool = (actions: string[]): iam.PolicyStatement[] => [
      new iam.PolicyStatement({ actions: actions.map((a) => `cognito-idp:${a}`), resources: [this.userPool.userPoolArn] }),
    ];
    const attributeActions = ['AdminGetUser', 'AdminUpdateUserAttributes'];
    this.cognitoAccess = {
      attributes: new Capability(this, 'UserAttributes', {
        description: 'Praktijk: read and change user attributes in the user pool',
        statements: onThePool(attributeActions),
      }),
      administration: new Capability(this, 'UserAdministration', {
        description: 'Praktijk: create practice users, set passwords and groups, disable and sign out users',
        statements: onThePool([
          ...attributeActions,
          'AdminCreateUser',
          'AdminSetUserPassword',
          'AdminResetUserPassword',
          'AdminDisableUser',
          'AdminEnableUser',
          'AdminUserGlobalSignOut',
          'AdminAddUserToGroup',
          'AdminRemoveUserFromGroup',
          'AdminListGroupsForUser',
        ]),
      }),
    };

    // For ops scripts (npm run practice:create takes USER_POOL_ID).
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'WebClientId', { value: this.webClient.userPoolClientId });

    acknowledge(
      this.userPool,
      {
        id: 'AwsSolutions-COG1',
        reason:
          "The password rules are the specification's (shared PASSWORD_POLICY: 8+ characters with upper case, lower case and a digit), enforced " +
          'identically by the local twin and shown in the browser; symbols are not required by the specification.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          "The specification's sign-in (username/password, then the forced new password) has no MFA step and the web client cannot answer an MFA " +
          'challenge yet; threat protection (Plus tier) records risky sign-ins meanwhile.',
      },
    );
  }
}
