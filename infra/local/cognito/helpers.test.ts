// The parts that need no running cognito-local.
import { describe, expect, it } from 'vitest';
import { passwordPolicyViolation } from './password-policy';
import { stdoutFilter } from './process-output';
import { assertAwsShapedPoolId, seedFiles } from './seed';

describe('passwordPolicyViolation', () => {
  it.each([
    ['Ab1', 'Password not long enough'],
    ['Praktijk-1', 'Password not long enough'],
    ['lowercase-only-1', 'Password must have uppercase characters'],
    ['UPPERCASE-ONLY-1', 'Password must have lowercase characters'],
    ['NoDigitsAtAll', 'Password must have numeric characters'],
    ['Praktijk-Demo-1', undefined],
    ['Praktijk1234', undefined],
  ])('%s -> %s', (password, expected) => {
    expect(passwordPolicyViolation(password)).toBe(expected);
  });
});

describe('stdoutFilter', () => {
  const esc = String.fromCharCode(27);
  // A code delivery as cognito-local prints it, colours and box included.
  const delivery = [
    `[1795355551443] ${esc}[32mINFO${esc}[39m: ${esc}[36mbb5dd6ef ForgotPassword ╭────────────╮`,
    '│   Confirmation Code Delivery   │',
    '│   Username:    0fb7041e-310d   │',
    '│   Destination: a@demo.test     │',
    '│   Code:        123456          │',
    `╰────────────╯${esc}[39m ${esc}[90m{"reqId":"bb5dd6ef","target":"ForgotPassword"}${esc}[39m`,
    `[1795355550549] ${esc}[32mINFO${esc}[39m: ${esc}[36mNONE NONE Cognito Local running on http://127.0.0.1:9229${esc}[39m`,
    `[1795355551474] ${esc}[31mERROR${esc}[39m: ${esc}[36mc420f066 NONE Something broke${esc}[39m ${esc}[90m{"reqId":"c420f066"}${esc}[39m`,
    '',
  ].join('\n');

  it('turns a code box into one labelled line, keeps errors and drops the rest, across chunk borders', () => {
    const lines: string[] = [];
    const filter = stdoutFilter((line) => lines.push(line));
    for (let i = 0; i < delivery.length; i += 17) filter.push(delivery.slice(i, i + 17));
    expect(lines).toEqual(['[cognito] password reset code for a@demo.test: 123456', '[cognito] ERROR: Something broke']);
  });
});

describe('seed', () => {
  it('accepts only AWS-shaped pool ids of the given region', () => {
    expect(() => assertAwsShapedPoolId({ region: 'us-east-1', poolId: 'us-east-1_Praktijk1' })).not.toThrow();
    expect(() => assertAwsShapedPoolId({ region: 'eu-west-1', poolId: 'us-east-1_Praktijk1' })).toThrow();
    expect(() => assertAwsShapedPoolId({ region: 'us-east-1', poolId: 'local_pool' })).toThrow();
  });

  it('describes the pool with the tenant attribute immutable, email sign-in and every group', () => {
    const files = seedFiles({ region: 'us-east-1', poolId: 'us-east-1_Praktijk1', clientId: 'client1' });
    expect(files['config.json']).toEqual({ TokenConfig: { IssuerDomain: 'https://cognito-idp.us-east-1.amazonaws.com' } });
    const pool = files['db/us-east-1_Praktijk1.json'] as {
      Options: { UsernameAttributes: string[]; SchemaAttributes: { Name: string; Mutable: boolean }[] };
      Groups: object;
    };
    expect(pool.Options.UsernameAttributes).toEqual(['email']);
    expect(pool.Options.SchemaAttributes).toContainEqual(expect.objectContaining({ Name: 'custom:tenant_id', Mutable: false }));
    expect(Object.keys(pool.Groups)).toEqual(['physician', 'administration', 'nurse', 'staff']);
    expect(files['db/clients.json']).toMatchObject({ Clients: { client1: { UserPoolId: 'us-east-1_Praktijk1' } } });
  });
});
