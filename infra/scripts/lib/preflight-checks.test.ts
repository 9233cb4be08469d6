import { describe, expect, it } from 'vitest';
import { evaluate, MANUAL_STEPS, report, type AccountFacts } from './preflight-checks';

const READY: AccountFacts = {
  account: '123456789012',
  region: 'eu-west-1',
  trails: [{ name: 'org-trail', multiRegion: true, logging: true }],
  guardDutyDetectors: [{ id: 'd1', status: 'ENABLED' }],
  configRecorders: [{ name: 'default', recording: true }],
  configConformancePacks: ['Operational-Best-Practices-for-HIPAA-Security'],
  securityHubEnabled: true,
  lambdaConcurrency: 1000,
  ses: { productionAccess: true, max24HourSend: 50_000 },
};
const status = (facts: AccountFacts) => Object.fromEntries(evaluate(facts).map((c) => [c.name, c.status]));

describe('preflight decisions', () => {
  it('pass an account with every service on and the quotas raised', () => {
    expect(evaluate(READY).every((c) => c.status === 'ok')).toBe(true);
    expect(report(READY, evaluate(READY)).ok).toBe(true);
  });

  it('want a multi-region trail that is logging', () => {
    expect(status({ ...READY, trails: [] }).CloudTrail).toBe('missing');
    expect(status({ ...READY, trails: [{ name: 'x', multiRegion: false, logging: true }] }).CloudTrail).toBe('missing');
    expect(status({ ...READY, trails: [{ name: 'x', multiRegion: true, logging: false }] }).CloudTrail).toBe('missing');
  });

  it('want GuardDuty, Config recording with the HIPAA pack, and Security Hub', () => {
    expect(status({ ...READY, guardDutyDetectors: [{ id: 'd', status: 'DISABLED' }] }).GuardDuty).toBe('missing');
    expect(status({ ...READY, configRecorders: [{ name: 'default', recording: false }] })['AWS Config']).toBe('missing');
    expect(status({ ...READY, configConformancePacks: ['Operational-Best-Practices-for-CIS'] })['Config HIPAA pack']).toBe('missing');
    expect(status({ ...READY, securityHubEnabled: false })['Security Hub']).toBe('missing');
  });

  it('ask for Lambda concurrency and SES production access with their numbers', () => {
    const checks = evaluate({ ...READY, lambdaConcurrency: 10, ses: { productionAccess: false, max24HourSend: 200 } });
    const lambda = checks.find((c) => c.name === 'Lambda concurrency')!;
    expect(lambda).toMatchObject({ status: 'missing', detail: '10 concurrent executions' });
    expect(lambda.action).toMatch(/at least 1000/);
    expect(checks.find((c) => c.name === 'SES')).toMatchObject({ status: 'missing', detail: 'in the sandbox' });
  });

  it('say "unknown", never "ok", for what it could not read, and fail', () => {
    const facts: AccountFacts = { region: 'eu-west-1' };
    const checks = evaluate(facts);
    expect(checks.map((c) => c.status)).toEqual(Array(checks.length).fill('unknown'));
    const { text, ok } = report(facts, checks);
    expect(ok).toBe(false);
    expect(text).toContain('UNKNOWN  CloudTrail');
  });

  it('print the steps to confirm by hand: the BAA and one account per stage', () => {
    const { text } = report(READY, evaluate(READY));
    expect(MANUAL_STEPS.join('\n')).toMatch(/Business Associate Addendum/);
    expect(MANUAL_STEPS.join('\n')).toMatch(/one stage only/);
    for (const step of MANUAL_STEPS) expect(text).toContain(step);
  });
});
