import * as iam from 'aws-cdk-lib/aws-iam';
import { type Construct } from 'constructs';
import { acknowledgeExpectedWildcards, type ExpectedWildcard } from './nag';

export interface CapabilityProps {
  description: string;
  statements: iam.PolicyStatement[];
  /** Wildcards the capability cannot avoid (object keys, connection ids), each with its reason. */
  expectedWildcards?: readonly ExpectedWildcard[];
}

/**
 * One thing a function may do ("read and write the table", "publish to WebSocket clients"), as a
 * customer-managed policy owned by the stack that owns the resource. Function roles in other
 * stacks attach the capabilities they need: grants stay least-privilege and reviewable in one
 * place, the producing stack never has to know its consumers (no cross-stack cycles), and no
 * inline policy is created.
 */
export class Capability extends iam.ManagedPolicy {
  constructor(scope: Construct, id: string, props: CapabilityProps) {
    super(scope, id, { description: props.description, statements: props.statements });
    if (props.expectedWildcards?.length) {
      acknowledgeExpectedWildcards(this.node.defaultChild as iam.CfnManagedPolicy, this, props.expectedWildcards);
    }
  }
}
