import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import { type IKey } from 'aws-cdk-lib/aws-kms';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { type Construct } from 'constructs';
import { TENANT_ATTRIBUTE } from '@praktijk/shared/claims';
import { PASSWORD_POLICY } from '@praktijk/shared/constants';
import { COGNITO_GROUPS, STAFF_GROUP } from '@praktijk/shared/roles';
import { Capability } from '../constructs/capability';
import { acknowledge } from '../constructs/nag';
import { managedRules, rateRule, WebAcl } from '../constructs/waf';

export interface AuthStackProps extends StackProps {
  stage: string;
  /** Key of the user pool web ACL's log group. */
  logsKey: IKey;
  /** The stage's custom domain, where the web client is served: the passkeys' relying party. */
  domainName?: string;
}

// Clinical sessions: short-lived ID/access tokens (the API takes the ID token; a stolen one is
// useful for half an hour at most), and a refresh token that lasts a working day, so a session
// left open overnight has to sign in again.
const ID_AND_ACCESS_TOKEN_VALIDITY = Duration.minutes(30);
const REFRESH_TOKEN_VALIDITY = Duration.hours(12);
// Each refresh hands out a new refresh token and ends the old one, so a copied refresh token stops
// working at the owner's next refresh. The grace lets two tabs that refresh at once both succeed.
const REFRESH_TOKEN_ROTATION_GRACE = Duration.seconds(10);

/** Requests per client IP to the user pool in a 5-minute window (the web ACL's rate rule). */
export const USER_POOL_LIMIT = { perIp: 500, windowSeconds: 300 } as const;

/**
 * Identity: one user pool for all practices, the tenant as an immutable custom attribute
 * (`custom:tenant_id`, read by the API from the verified token), the role groups, and the web
 * app client (USER_PASSWORD_AUTH, as the twin and the spec's forced password change use, and
 * USER_AUTH for passkeys on a stage with its own domain).
 */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;
  /** Change user attributes only, or administer users (create, disable, groups, passwords). */
  readonly cognitoAccess: Record<'attributes' | 'administration', Capability>;
  /** Rate limit and IP reputation in front of the user pool's sign-in and token endpoints. */
  readonly webAcl: WebAcl;
  /** The passkeys' relying party (the web client's domain); undefined on a stage without passkeys. */
  readonly passkeyRelyingPartyId?: string;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);

    // Passkeys (issue 14.1) are bound to a relying party, which must be the domain the browser shows.
    // Only a stage with its own domain (every production stage) knows that domain here: without one
    // the site is on CloudFront's generated *.cloudfront.net name, which exists only once the Web
    // stack (deployed after this one, and depending on it) has created the distribution. Such a
    // stage keeps the password + authenticator sign-in and has no passkeys; its /config.json names
    // no relying party, so the web client hides them.
    this.passkeyRelyingPartyId = props.domainName;
    const passkeys = this.passkeyRelyingPartyId !== undefined;

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
      // A password alone does not open a practice's records: every user enrols an authenticator app
      // (TOTP) at first sign-in and gives its code at every sign-in. No SMS: SIM swaps, and cost.
      mfa: cognito.Mfa.REQUIRED,
      mfaSecondFactor: { sms: false, otp: true, email: false },
      // First factors: the password, and a passkey (WebAuthn) where the stage has a domain. User
      // verification is required (the device's PIN or biometrics), so the passkey is two factors in
      // itself (the factor configuration below) and a user with passkey MFA turned on signs in with
      // it alone although MFA is required; that user also keeps the authenticator app.
      ...(passkeys
        ? {
            signInPolicy: { allowedFirstAuthFactors: { password: true, passkey: true } },
            passkeyRelyingPartyId: this.passkeyRelyingPartyId,
            passkeyUserVerification: cognito.PasskeyUserVerification.REQUIRED,
          }
        : {}),
      // Plus tier for threat protection, enforced: the risk configuration below blocks compromised
      // credentials and high-risk sign-ins instead of only logging them.
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    if (passkeys) {
      // Not in the L2 construct: without it a passkey is a single factor, refused where MFA is required.
      (this.userPool.node.defaultChild as cognito.CfnUserPool).webAuthnFactorConfiguration = 'MULTI_FACTOR_WITH_USER_VERIFICATION';
    }

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
      // USER_AUTH is the choice-based flow that passkey sign-in goes through.
      authFlows: { userPassword: true, user: passkeys },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: ID_AND_ACCESS_TOKEN_VALIDITY,
      accessTokenValidity: ID_AND_ACCESS_TOKEN_VALIDITY,
      refreshTokenValidity: REFRESH_TOKEN_VALIDITY,
      refreshTokenRotationGracePeriod: REFRESH_TOKEN_ROTATION_GRACE,
      // The browser writes no attribute itself: profile changes go through the API, which checks them.
      writeAttributes: new cognito.ClientAttributes(),
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

    // What enforced threat protection does (without it, Cognito's defaults): notifications are off
    // since the pool sends no mail of its own; a medium risk is already answered by the required MFA.
    new cognito.CfnUserPoolRiskConfigurationAttachment(this, 'RiskConfiguration', {
      userPoolId: this.userPool.userPoolId,
      clientId: 'ALL',
      compromisedCredentialsRiskConfiguration: { actions: { eventAction: 'BLOCK' }, eventFilter: ['SIGN_IN', 'PASSWORD_CHANGE', 'SIGN_UP'] },
      accountTakeoverRiskConfiguration: {
        actions: {
          highAction: { eventAction: 'BLOCK', notify: false },
          mediumAction: { eventAction: 'MFA_REQUIRED', notify: false },
          lowAction: { eventAction: 'NO_ACTION', notify: false },
        },
      },
    });

    this.webAcl = this.protectUserPool(props);

    // For ops scripts (npm run practice:create takes USER_POOL_ID).
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'WebClientId', { value: this.webClient.userPoolClientId });

    acknowledge(this.userPool, {
      id: 'AwsSolutions-COG1',
      reason:
        `The password rules are shared PASSWORD_POLICY (${PASSWORD_POLICY.minLength}+ characters with upper case, lower case and a digit, and an ` +
        'authenticator app as the second factor), enforced identically by the local twin and shown in the browser; symbols are not required.',
    });
  }

  /**
   * Sign-in attempts and token refreshes per client IP over 5 minutes: a practice's users behind one
   * address sign in a few times a day and refresh twice an hour; password guessing from one address
   * stops here (Cognito's own quotas are per account, shared by every practice).
   */
  private protectUserPool(props: AuthStackProps): WebAcl {
    const webAcl = new WebAcl(this, 'UserPoolWebAcl', {
      name: `praktijk-${props.stage}-user-pool`,
      scope: 'REGIONAL',
      description: 'Praktijk user pool: rate limit per IP, IP reputation',
      logsKey: props.logsKey,
      redactHeaders: ['authorization'],
      rules: [
        rateRule({ name: 'RatePerIp', priority: 0, limit: USER_POOL_LIMIT.perIp, windowSeconds: USER_POOL_LIMIT.windowSeconds }),
        managedRules({ name: 'AWSManagedRulesAmazonIpReputationList', priority: 1 }),
      ],
    });
    new wafv2.CfnWebACLAssociation(this, 'UserPoolWebAclAssociation', { resourceArn: this.userPool.userPoolArn, webAclArn: webAcl.acl.attrArn });
    return webAcl;
  }
}
