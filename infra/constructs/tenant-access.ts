import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { GLOBAL_INDEXES } from '@praktijk/functions/lib/data/table-definition';
import { CATALOGUE_LEADING_KEYS, PRINCIPAL_TENANT, TENANT_TAG, tenantLeadingKeys, tenantObjectKeys } from '@praktijk/functions/lib/data/tenant-isolation';
import { type AccessMode, type BucketName } from '../stacks/data-stack';
import { ManagedPolicyRole } from './managed-policy-role';
import { acknowledgeExpectedWildcards } from './nag';

/** The data a tenant-access role reaches, from the data stack. */
export interface TenantDataResources {
  tableArn: string;
  bucketArns: Record<BucketName, string>;
  dataKeyArn: string;
}

export interface TenantAccessProps {
  description: string;
  /** The only role that may assume this one: the function's execution role. */
  functionRole: ManagedPolicyRole;
  data: TenantDataResources;
  table: AccessMode;
  buckets?: Partial<Record<BucketName, AccessMode>>;
  /**
   * With table readWrite: the leading keys writes are limited to, when narrower than the practice's
   * own (the realtime $connect writes only connection items). Default: `T#<tag>` and `T#<tag>#*`.
   */
  writeLeadingKeys?: string[];
}

// Exactly the calls the repositories make (as the data stack's capabilities): no Scan, which has
// no leading key to condition on.
const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

const OBJECT_PREFIX_WILDCARD = {
  finding: /\/tenants\/<aws:PrincipalTag\/tenant>\/\*$/,
  reason:
    "Object keys are created at run time (ids under the practice's prefix); the statement is limited to the session's own practice prefix " +
    '(the tenant session tag) in the named bucket, and to the listed object actions.',
};

/**
 * Tenant isolation enforced by IAM (the SaaS Factory pooled-isolation pattern): a role the
 * function assumes per practice with the `tenant` session tag (functions/lib/auth/
 * tenant-credentials.ts), whose policy reaches only that practice's partition keys and object keys.
 * One per REST resource, so each keeps its own capabilities (read or read-write, which buckets).
 *
 * - Table and both GSIs: every leading key (a GetItem's, each of a BatchGet's or a transaction's,
 *   a Query's partition, on an index the index's partition key) must match `T#<tag>` or
 *   `T#<tag>#*`. Every GSI partition key begins with the tenant too (keys.ts, checked by
 *   functions/lib/data/tenant-isolation.test.ts). Reading may also name `CAT#*`, the global
 *   catalogues, in the same statement: one BatchGet mixes a practice's user with catalogue items
 *   (catalogue/references.ts), and ForAllValues needs every key of a request covered by one
 *   statement. Writing never reaches `CAT#*`.
 * - Buckets: object ARNs under `tenants/<tag>/`.
 * - The data key: DynamoDB and S3 use it on this session's behalf.
 */
export class TenantAccessRole extends Construct {
  readonly role: ManagedPolicyRole;

  constructor(scope: Construct, id: string, props: TenantAccessProps) {
    super(scope, id);

    const trust = new iam.PrincipalWithConditions(new iam.ArnPrincipal(props.functionRole.roleArn), {
      // A session always carries the practice, and nothing else can be tagged.
      StringLike: { [`aws:RequestTag/${TENANT_TAG}`]: '?*' },
      'ForAllValues:StringEquals': { 'aws:TagKeys': [TENANT_TAG] },
    }).withSessionTags();
    this.role = new ManagedPolicyRole(this, 'Role', { assumedBy: trust, description: `${props.description} (tenant-scoped data access)` });

    const tableArns = [props.data.tableArn, ...GLOBAL_INDEXES.map((index) => `${props.data.tableArn}/index/${index.indexName}`)];
    const leadingKeys = (patterns: string[]) => ({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': patterns } });
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'ReadOwnPracticeAndCatalogues',
        actions: TABLE_READ,
        resources: tableArns,
        conditions: leadingKeys([...tenantLeadingKeys(PRINCIPAL_TENANT), ...CATALOGUE_LEADING_KEYS]),
      }),
    );
    if (props.table === 'readWrite') {
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          sid: 'WriteOwnPractice',
          actions: TABLE_WRITE,
          resources: tableArns,
          conditions: leadingKeys(props.writeLeadingKeys ?? tenantLeadingKeys(PRINCIPAL_TENANT)),
        }),
      );
    }

    const buckets = Object.entries(props.buckets ?? {}) as [BucketName, AccessMode][];
    for (const mode of ['read', 'readWrite'] as const) {
      const arns = buckets.filter(([, m]) => m === mode).map(([name]) => `${props.data.bucketArns[name]}/${tenantObjectKeys(PRINCIPAL_TENANT)}`);
      if (!arns.length) continue;
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          sid: mode === 'read' ? 'ReadOwnPracticeObjects' : 'ReadWriteOwnPracticeObjects',
          actions: mode === 'read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging', 's3:DeleteObject'],
          resources: arns,
        }),
      );
    }

    const writes = props.table === 'readWrite' || buckets.some(([, m]) => m === 'readWrite');
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'UseDataKey',
        actions: writes ? ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey'] : ['kms:Decrypt', 'kms:DescribeKey'],
        resources: [props.data.dataKeyArn],
      }),
    );

    props.functionRole.addToPrincipalPolicy(
      new iam.PolicyStatement({ sid: 'AssumeTenantAccess', actions: ['sts:AssumeRole', 'sts:TagSession'], resources: [this.role.roleArn] }),
    );

    // The bucket ARNs are references to the data stack, rendered as such only once synthesis has
    // resolved them: the finding ids are computed then (construct validation runs after that step).
    let acknowledged = false;
    this.node.addValidation({
      validate: () => {
        if (!acknowledged) acknowledgeExpectedWildcards(this.role.permissions.node.defaultChild as iam.CfnManagedPolicy, this.role, [OBJECT_PREFIX_WILDCARD]);
        acknowledged = true;
        return [];
      },
    });
  }
}
