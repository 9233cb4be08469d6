import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, failure, PASSWORD, POOL, signIn, startTestCognito, uniqueEmail, type TestCognito } from './test-support';

const FIXED_CODE = '424242';
let twin: TestCognito;
beforeAll(async () => {
  // cognito-local gives this code for every delivery; the child process inherits it.
  process.env.CODE = FIXED_CODE;
  twin = await startTestCognito();
}, 30_000);
afterAll(async () => {
  delete process.env.CODE;
  await twin.stop();
});

const policyError = (rule: string) => ({ name: 'InvalidPasswordException', message: `Password does not conform to policy: ${rule}` });
const confirmReset = (Username: string, ConfirmationCode: string, Password: string) =>
  twin.sdk.send(new ConfirmForgotPasswordCommand({ ClientId: POOL.clientId, Username, ConfirmationCode, Password }));

describe('password policy', () => {
  it('is enforced wherever a password is set', async () => {
    const email = uniqueEmail('policy');
    const create = (TemporaryPassword: string) =>
      twin.sdk.send(new AdminCreateUserCommand({ UserPoolId: POOL.poolId, Username: email, TemporaryPassword, MessageAction: 'SUPPRESS' }));
    expect(await failure(create('lowercase-only-1'))).toEqual(policyError('Password must have uppercase characters'));
    await createUser(twin.sdk, email);

    const setPassword = new AdminSetUserPasswordCommand({ UserPoolId: POOL.poolId, Username: email, Password: 'NoDigitsHere', Permanent: true });
    expect(await failure(twin.sdk.send(setPassword))).toEqual(policyError('Password must have numeric characters'));

    const { AccessToken } = await signIn(twin.sdk, email);
    const change = (PreviousPassword: string, ProposedPassword: string) =>
      twin.sdk.send(new ChangePasswordCommand({ AccessToken, PreviousPassword, ProposedPassword }));
    expect(await failure(change(PASSWORD, 'UPPER-ONLY-1'))).toEqual(policyError('Password must have lowercase characters'));
    expect(await failure(change('Wrong-Previous-1', 'Praktijk-Changed-1'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await change(PASSWORD, 'Praktijk-Changed-1');
    await expect(signIn(twin.sdk, email, 'Praktijk-Changed-1')).resolves.toBeDefined();

    const signUp = (Password: string, tenant?: string) =>
      twin.sdk.send(
        new SignUpCommand({
          ClientId: POOL.clientId,
          Username: uniqueEmail('self'),
          Password,
          UserAttributes: tenant ? [{ Name: 'custom:tenant_id', Value: tenant }] : [],
        }),
      );
    // The pool has self sign-up off (issue 8.10), so SignUp sets no password: refused before
    // any other check, as Cognito does; so nobody chooses their own practice either.
    const notPermitted = { name: 'NotAuthorizedException', message: 'SignUp is not permitted for this user pool' };
    expect(await failure(signUp(PASSWORD))).toEqual(notPermitted);
    expect(await failure(signUp('Ab1'))).toEqual(notPermitted);
    expect((await failure(signUp(PASSWORD, 'demo'))).name).toBe('NotAuthorizedException');
  });
});

describe('forgot password', () => {
  it('resets with the code, which the twin prints in one labelled line', async () => {
    const email = uniqueEmail('forgetful');
    await createUser(twin.sdk, email);
    const sent = await twin.sdk.send(new ForgotPasswordCommand({ ClientId: POOL.clientId, Username: email }));
    expect(sent.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', Destination: expect.stringMatching(/^f\*\*\*@d\*\*\*$/) as unknown });
    await expect.poll(() => twin.logLines).toContain(`[cognito] password reset code for ${email}: ${FIXED_CODE}`);

    expect(await failure(confirmReset(email, FIXED_CODE, 'weak'))).toEqual(policyError('Password not long enough'));
    expect((await failure(confirmReset(email, '000000', 'Praktijk-Reset-1'))).name).toBe('CodeMismatchException');
    await confirmReset(email, FIXED_CODE, 'Praktijk-Reset-1');
    await expect(signIn(twin.sdk, email, 'Praktijk-Reset-1')).resolves.toBeDefined();
    expect((await failure(signIn(twin.sdk, email, PASSWORD))).name).toBe('NotAuthorizedException');
  });

  it('does not reveal whether a user exists, and stops guessing after five wrong codes', async () => {
    const unknown = uniqueEmail('ghost');
    await expect(twin.sdk.send(new ForgotPasswordCommand({ ClientId: POOL.clientId, Username: unknown }))).resolves.toMatchObject({
      CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' },
    });
    expect((await failure(confirmReset(unknown, FIXED_CODE, 'Praktijk-Reset-1'))).name).toBe('CodeMismatchException');

    const email = uniqueEmail('guessed');
    await createUser(twin.sdk, email);
    await twin.sdk.send(new ForgotPasswordCommand({ ClientId: POOL.clientId, Username: email }));
    for (let attempt = 0; attempt < 5; attempt++) await failure(confirmReset(email, `11111${attempt}`, 'Praktijk-Reset-1'));
    expect((await failure(confirmReset(email, FIXED_CODE, 'Praktijk-Reset-1'))).name).toBe('LimitExceededException');
  });
});

describe('the tenant attribute', () => {
  it('cannot be changed by its user', async () => {
    const email = uniqueEmail('tenant');
    await createUser(twin.sdk, email, { tenant: 'demo' });
    const { AccessToken } = await signIn(twin.sdk, email);
    const move = new UpdateUserAttributesCommand({ AccessToken, UserAttributes: [{ Name: 'custom:tenant_id', Value: 'other' }] });
    expect((await failure(twin.sdk.send(move))).name).toBe('InvalidParameterException');
  });
});
