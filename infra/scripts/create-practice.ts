// `npm run practice:create -- --slug <code> --name "<name>" --email <staff e-mail> --first-name <n> --last-name <n>`
// Ops' one command for a new practice (tenant) and its first staff user, against the account in
// the environment (USER_POOL_ID, TABLE_NAME, AWS_REGION). Cognito e-mails the user a temporary
// password. Safe to run again with the same arguments: a run that failed halfway is finished,
// nothing is made twice (functions/users/provisioning/onboarding.ts).
import { parseArgs } from 'node:util';
import { ensurePractice, ensurePracticeUser } from '@praktijk/functions/users/provisioning/onboarding';
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
  console.error(`Missing ${[...missing.map((m) => `--${m}`), ...missingEnv].join(', ')}. See README.md, "Running Praktijk on AWS".`);
  process.exit(2);
}

const practice = await ensurePractice({ slug: values.slug!, name: values.name! });
console.log(`Practice "${practice.value.slug}" (${practice.value.id}) ${practice.created ? 'created' : 'already existed'}.`);
const user = await ensurePracticeUser({
  tenantId: practice.value.id,
  email: values.email!,
  firstName: values['first-name']!,
  lastName: values['last-name']!,
  roles: ['administration'],
  isStaff: true,
});
console.log(`Staff user ${user.value.email} ${user.created ? 'set up; Cognito e-mails the temporary password' : 'already set up'}.`);
