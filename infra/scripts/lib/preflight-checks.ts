// The decisions `npm run preflight` takes, apart from the AWS calls that gather the facts
// (preflight.ts), so they are unit-tested without AWS (preflight-checks.test.ts).

/** What the account reports; undefined where a call failed or was not allowed (the check then says so). */
export interface AccountFacts {
  account?: string;
  region: string;
  /** CloudTrail trails with their logging status. */
  trails?: { name: string; multiRegion: boolean; logging: boolean }[];
  /** GuardDuty detectors in this region and their status. */
  guardDutyDetectors?: { id: string; status: string }[];
  /** AWS Config recorders in this region. */
  configRecorders?: { name: string; recording: boolean }[];
  configConformancePacks?: string[];
  /** Security Hub: whether this account has it enabled in this region. */
  securityHubEnabled?: boolean;
  /** Lambda's concurrent executions quota for the account and region. */
  lambdaConcurrency?: number;
  /** SES: out of the sandbox, and the 24-hour sending quota. */
  ses?: { productionAccess: boolean; max24HourSend: number };
}

export type CheckStatus = 'ok' | 'missing' | 'unknown';

export interface Check {
  name: string;
  status: CheckStatus;
  detail: string;
  /** What ops must do when the status is not ok. */
  action?: string;
}

/** Lambda: new accounts start far below the default 1000; the API, WebSocket and worker share the pool. */
export const MIN_LAMBDA_CONCURRENCY = 1000;
/** Cognito invitations and password resets through SES: a sandbox account sends only to verified addresses. */
export const MIN_SES_DAILY_QUOTA = 1000;
const HIPAA_PACK = /hipaa/i;

const unknown = (name: string, what: string): Check => ({
  name,
  status: 'unknown',
  detail: `could not read ${what} (no permission, or the call failed)`,
  action: `Check ${what} by hand in the console, or run preflight with a role that may read it.`,
});

export function evaluate(facts: AccountFacts): Check[] {
  const checks: Check[] = [];

  if (!facts.trails) checks.push(unknown('CloudTrail', 'CloudTrail trails'));
  else {
    const good = facts.trails.find((t) => t.multiRegion && t.logging);
    checks.push(
      good
        ? { name: 'CloudTrail', status: 'ok', detail: `multi-region trail "${good.name}" is logging` }
        : {
            name: 'CloudTrail',
            status: 'missing',
            detail: facts.trails.length ? 'no multi-region trail is logging' : 'no trail',
            action: 'Create a multi-region trail with management events (the KMS alerts read its events) and start logging.',
          },
    );
  }

  if (!facts.guardDutyDetectors) checks.push(unknown('GuardDuty', 'GuardDuty detectors'));
  else {
    const enabled = facts.guardDutyDetectors.some((d) => d.status === 'ENABLED');
    checks.push(
      enabled
        ? { name: 'GuardDuty', status: 'ok', detail: 'a detector is enabled' }
        : { name: 'GuardDuty', status: 'missing', detail: 'no enabled detector in this region', action: 'Enable GuardDuty in this region.' },
    );
  }

  if (!facts.configRecorders) checks.push(unknown('AWS Config', 'AWS Config recorders'));
  else {
    const recording = facts.configRecorders.some((r) => r.recording);
    checks.push(
      recording
        ? { name: 'AWS Config', status: 'ok', detail: 'a configuration recorder is recording' }
        : { name: 'AWS Config', status: 'missing', detail: 'no recorder is recording', action: 'Turn on AWS Config recording in this region.' },
    );
  }
  if (!facts.configConformancePacks) checks.push(unknown('Config HIPAA pack', 'AWS Config conformance packs'));
  else {
    const pack = facts.configConformancePacks.find((p) => HIPAA_PACK.test(p));
    checks.push(
      pack
        ? { name: 'Config HIPAA pack', status: 'ok', detail: `conformance pack "${pack}" is deployed` }
        : {
            name: 'Config HIPAA pack',
            status: 'missing',
            detail: 'no HIPAA conformance pack',
            action: 'Deploy the "Operational Best Practices for HIPAA Security" conformance pack.',
          },
    );
  }

  if (facts.securityHubEnabled === undefined) checks.push(unknown('Security Hub', 'Security Hub'));
  else
    checks.push(
      facts.securityHubEnabled
        ? { name: 'Security Hub', status: 'ok', detail: 'enabled' }
        : { name: 'Security Hub', status: 'missing', detail: 'not enabled in this region', action: 'Enable Security Hub in this region.' },
    );

  if (facts.lambdaConcurrency === undefined) checks.push(unknown('Lambda concurrency', 'the Lambda account settings'));
  else
    checks.push(
      facts.lambdaConcurrency >= MIN_LAMBDA_CONCURRENCY
        ? { name: 'Lambda concurrency', status: 'ok', detail: `${facts.lambdaConcurrency} concurrent executions` }
        : {
            name: 'Lambda concurrency',
            status: 'missing',
            detail: `${facts.lambdaConcurrency} concurrent executions`,
            action: `Request at least ${MIN_LAMBDA_CONCURRENCY} concurrent executions (Service Quotas > AWS Lambda > Concurrent executions).`,
          },
    );

  if (!facts.ses) checks.push(unknown('SES', 'the SES account'));
  else {
    const enough = facts.ses.productionAccess && facts.ses.max24HourSend >= MIN_SES_DAILY_QUOTA;
    checks.push(
      enough
        ? { name: 'SES', status: 'ok', detail: `production access, ${facts.ses.max24HourSend} e-mails a day` }
        : {
            name: 'SES',
            status: 'missing',
            detail: facts.ses.productionAccess ? `only ${facts.ses.max24HourSend} e-mails a day` : 'in the sandbox',
            action:
              `Request SES production access and at least ${MIN_SES_DAILY_QUOTA} e-mails a day, ` +
              "then configure SES on the user pool (Cognito's own e-mail sends about 50 a day).",
          },
    );
  }
  return checks;
}

/** What cannot be read from the account: ops confirm these themselves. */
export const MANUAL_STEPS = [
  'The AWS Business Associate Addendum (BAA) is accepted in AWS Artifact for this account (or its organization).',
  'This account holds one stage only (prod, staging and demo each in their own account).',
  'The break-glass role praktijk-<stage>-break-glass exists (or breakGlassRoleArn is set), assumable only with MFA.',
  'The backup copy vault (backupCopyVaultArn) exists in the other region or account and its access policy lets this account copy into it.',
];

export function report(facts: AccountFacts, checks: Check[]): { text: string; ok: boolean } {
  const mark = { ok: 'ok     ', missing: 'MISSING', unknown: 'UNKNOWN' } as const;
  const lines = [`Preflight for account ${facts.account ?? '(unknown)'} in ${facts.region}`, ''];
  for (const c of checks) {
    lines.push(`${mark[c.status]}  ${c.name}: ${c.detail}`);
    if (c.action && c.status !== 'ok') lines.push(`         -> ${c.action}`);
  }
  lines.push('', 'Confirm by hand:', ...MANUAL_STEPS.map((s) => `  - ${s}`));
  return { text: lines.join('\n'), ok: checks.every((c) => c.status === 'ok') };
}
