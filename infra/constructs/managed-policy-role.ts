import * as iam from 'aws-cdk-lib/aws-iam';
import { type Construct } from 'constructs';

/**
 * An IAM role whose permissions live in one customer-managed policy instead of CDK's inline
 * DefaultPolicy. HIPAA Security refuses inline policies (IAMNoInlinePolicy); routing
 * addToPrincipalPolicy here keeps every CDK grant (grantX(), event sources, tracing) working
 * unchanged while the statements land in a managed, separately reviewable policy.
 */
export class ManagedPolicyRole extends iam.Role {
  private ownPolicy?: iam.ManagedPolicy;

  constructor(scope: Construct, id: string, props: iam.RoleProps) {
    super(scope, id, props);
  }

  /** Created on the first statement: a managed policy without statements is invalid. */
  get permissions(): iam.ManagedPolicy {
    this.ownPolicy ??= new iam.ManagedPolicy(this, 'Permissions', { roles: [this] });
    return this.ownPolicy;
  }

  override addToPrincipalPolicy(statement: iam.PolicyStatement): iam.AddToPrincipalPolicyResult {
    this.permissions.addStatements(statement);
    return { statementAdded: true, policyDependable: this.permissions };
  }
}
