// `npm run smoke -- --site https://praktijk.example.org --email <smoke user> [--totp-code 123456]`
// (password in SMOKE_PASSWORD). After every deploy: through CloudFront, reads /config.json, signs
// in with Cognito as the browser does, and calls GET /api/auth/current/ with the ID token as a
// Bearer token. Use a dedicated smoke user in a practice of its own; exits 1 on any failure.
import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { runSmoke } from './lib/smoke';

const { values } = parseArgs({ options: { site: { type: 'string' }, email: { type: 'string' }, 'totp-code': { type: 'string' } } });
const password = process.env.SMOKE_PASSWORD;
if (!values.site || !values.email || !password) {
  console.error('Usage: SMOKE_PASSWORD=... npm run smoke -- --site <SiteUrl output> --email <smoke user> [--totp-code <6 digits>]');
  process.exit(2);
}

const steps = await runSmoke(
  { siteUrl: values.site, email: values.email, password, totpCode: values['totp-code'] },
  { fetch, cognito: (region) => new CognitoIdentityProviderClient({ region }) },
);
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.step}: ${s.detail}`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
