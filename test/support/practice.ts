import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomBytes } from 'node:crypto';
import { cognito } from '@praktijk/functions/lib/cognito';
import { createPractice } from '@praktijk/functions/users/provisioning/practices';
import { createPracticeUser } from '@praktijk/functions/users/provisioning/users';
import { type Role } from '@praktijk/shared/roles';
import { TWIN } from '../../infra/local/settings';

// Each test file makes its own practice and users with random ids, so tests never depend on
// each other or on demo data.
export const TEST_PASSWORD = 'Test-Password-9';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  isStaff: boolean;
}

export interface TestPractice {
  id: string;
  slug: string;
  name: string;
  users: Record<'physician' | 'administration' | 'nurse' | 'staff', TestUser>;
}

const random = () => randomBytes(5).toString('hex');

export async function createTestUser(
  tenantId: string,
  roles: Role[],
  options: { isStaff?: boolean; temporary?: boolean; firstName?: string } = {},
): Promise<TestUser> {
  const email = `${roles.join('-') || 'user'}-${random()}@praktijk.test`;
  const firstName = options.firstName ?? `Test${random().slice(0, 4)}`;
  const profile = await createPracticeUser({
    tenantId,
    email,
    firstName,
    lastName: 'Tester',
    roles,
    isStaff: options.isStaff,
    password: { value: TEST_PASSWORD, permanent: !options.temporary },
  });
  return { id: profile.id, email, password: TEST_PASSWORD, firstName, lastName: 'Tester', roles, isStaff: Boolean(options.isStaff) };
}

export async function createTestPractice(): Promise<TestPractice> {
  const slug = `test-${random()}`;
  const practice = await createPractice({ slug, name: `Testpraktijk ${slug}` });
  const [physician, administration, nurse, staff] = await Promise.all([
    createTestUser(practice.id, ['physician']),
    createTestUser(practice.id, ['administration']),
    createTestUser(practice.id, ['nurse']),
    createTestUser(practice.id, ['administration'], { isStaff: true }),
  ]);
  return { id: practice.id, slug, name: practice.name, users: { physician: physician!, administration: administration!, nurse: nurse!, staff: staff! } };
}

/** Signs in as the browser does (USER_PASSWORD_AUTH) and answers the ID token. */
export async function idToken(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const out = await cognito().send(
    new InitiateAuthCommand({ ClientId: TWIN.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
  );
  const token = out.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`No ID token for ${user.email} (challenge ${out.ChallengeName ?? 'none'})`);
  return token;
}

/** An ID token for each role's user of a test practice, keyed by role. */
export async function roleTokens(practice: TestPractice): Promise<Record<string, string>> {
  const entries = await Promise.all(Object.entries(practice.users).map(async ([role, user]) => [role, await idToken(user)] as const));
  return Object.fromEntries(entries);
}
