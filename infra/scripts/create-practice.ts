// `npm run practice:create -- --slug <code> --name "<name>" --email <staff e-mail> --first-name <n> --last-name <n>`
// Ops' one command for a new practice (tenant) and its first staff user, against the account in
// the environment (USER_POOL_ID, TABLE_NAME, AWS_REGION). Cognito e-mails the user a temporary password.
import { parseArgs } from 'node:util';
import { createPractice } from '@praktijk/functions/lib/provisioning/practices';
import { createPracticeUser } from '@praktijk/functions/lib/provisioning/users';
import { ENV } from '@praktijk/functions/lib/env';

const { values } = parseArgs({
  options: {
    slug: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});

const missing = ['slug', 'name', 'email', 'first-name', 'last-name'].filter((k) => !values[k as keyof typeof values]);
const missingEnv = [ENV.userPoolId, ENV.table].filter((k) => !process.env[k]);
if (missing.length || missingEnv.length) {
  console.error(`Missing ${[...missing.map((m) => `--${m}`), ...missingEnv].join(', ')}. See README.md, "Deploying".`);
  process.exit(2);
}

const practice = await createPractice({ slug: values.slug!, name: values.name! });
const user = await createPracticeUser({
  tenantId: practice.id,
  email: values.email!,
  firstName: values['first-name']!,
  lastName: values['last-name']!,
  roles: ['administration'],
  isStaff: true,
});
console.log(`Practice "${practice.slug}" (${practice.id}) created; staff user ${user.email} invited by e-mail.`);
