import { type CfnResource, Validations } from 'aws-cdk-lib';
import { rules } from 'cdk-nag';
import { type IConstruct } from 'constructs';

// cdk-nag 3 reads acknowledgements from construct metadata (Validations.of(...).acknowledge).
// An acknowledgement covers the construct it is put on and everything below it, so put it on
// the smallest construct that owns the finding.

export interface Acknowledgement {
  id: string;
  reason: string;
}

export function acknowledge(scope: IConstruct, ...acknowledgements: Acknowledgement[]): void {
  Validations.of(scope).acknowledge(...acknowledgements);
}

/** The same finding under both packs, for rules that AwsSolutions and HIPAA Security share. */
export function acknowledgeBoth(scope: IConstruct, awsSolutionsId: string, hipaaId: string, reason: string): void {
  acknowledge(scope, { id: `AwsSolutions-${awsSolutionsId}`, reason }, { id: `HIPAA.Security-${hipaaId}`, reason });
}

export interface ExpectedWildcard {
  /** Matched against cdk-nag's finding text, e.g. `Resource::<DocumentsBucket1234.Arn>/*`. */
  finding: RegExp;
  reason: string;
}

/**
 * Acknowledges the AwsSolutions-IAM5 findings of one IAM policy that match what the caller
 * expects, computed by cdk-nag's own rule so the ids are exact. Call it once every statement
 * is in place and only for policies whose resources live in the same stack (cross-stack
 * references render differently once synthesis has resolved them). Anything unexpected is left
 * alone, so a new wildcard still fails the nag test.
 */
export function acknowledgeExpectedWildcards(policy: CfnResource, owner: IConstruct, expected: readonly ExpectedWildcard[]): void {
  const result = rules.iam.IAMNoWildcardPermissions(policy);
  if (!Array.isArray(result)) return;
  for (const finding of result as string[]) {
    const match = expected.find((e) => e.finding.test(finding));
    if (match) acknowledge(owner, { id: `AwsSolutions-IAM5[${finding}]`, reason: match.reason });
  }
}
