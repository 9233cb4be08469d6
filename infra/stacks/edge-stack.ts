import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import { type Construct } from 'constructs';
import { CORE_RULE_SET_BODY_RULES, managedRules, rateRule, WebAcl } from '../constructs/waf';

/** CloudFront web ACLs exist only in us-east-1, whatever region the rest of the app is in. */
export const EDGE_REGION = 'us-east-1';

/** Where the Edge stack publishes its web ACL's ARN for the Web stack (another region) to read. */
export const edgeWebAclParameter = (stage: string): string => `/praktijk/${stage}/edge/web-acl-arn`;

// Per client IP and per signed-in session (the ID token in Authorization), over 5 minutes. A
// practice's browsers sit behind one NAT, so the IP limit is generous; a busy user stays far below
// the token limit (a screen makes a handful of calls, search debounced), a script looping does not.
export const EDGE_LIMITS = { perIp: 6000, perAuthorization: 3000, windowSeconds: 300 } as const;

export interface EdgeStackProps extends StackProps {
  stage: string;
}

/**
 * The CloudFront web ACL (scope CLOUDFRONT, so this stack is always deployed to us-east-1): rate
 * limits per IP and per Authorization header, AWS's IP reputation list, known bad inputs, and the
 * core rule set with its body rules counted, not blocked (consultation notes are rich-text HTML,
 * uploads are multipart; the Lambdas validate every body with zod). Its ARN goes to an SSM
 * parameter the Web stack reads across regions at deploy time, so the app still synthesizes
 * without an account or region.
 */
export class EdgeStack extends Stack {
  readonly webAcl: WebAcl;
  readonly webAclArnParameter: ssm.StringParameter;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: EDGE_REGION } });

    const logsKey = new kms.Key(this, 'WafLogsKey', {
      alias: `alias/praktijk-${props.stage}-edge-waf-logs`,
      description: 'Praktijk CloudFront web ACL logs',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    logsKey.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal(`logs.${EDGE_REGION}.amazonaws.com`)],
        actions: ['kms:Encrypt*', 'kms:Decrypt*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:Describe*'],
        resources: ['*'],
        conditions: { ArnLike: { 'kms:EncryptionContext:aws:logs:arn': `arn:${this.partition}:logs:${EDGE_REGION}:${this.account}:log-group:*` } },
      }),
    );

    this.webAcl = new WebAcl(this, 'WebAcl', {
      name: `praktijk-${props.stage}-edge`,
      scope: 'CLOUDFRONT',
      description: 'Praktijk web client and API at the edge',
      logsKey,
      redactHeaders: ['authorization'],
      rules: [
        rateRule({ name: 'RatePerIp', priority: 0, limit: EDGE_LIMITS.perIp, windowSeconds: EDGE_LIMITS.windowSeconds }),
        rateRule({
          name: 'RatePerAuthorization',
          priority: 1,
          limit: EDGE_LIMITS.perAuthorization,
          windowSeconds: EDGE_LIMITS.windowSeconds,
          header: 'authorization',
        }),
        managedRules({ name: 'AWSManagedRulesAmazonIpReputationList', priority: 2 }),
        managedRules({ name: 'AWSManagedRulesKnownBadInputsRuleSet', priority: 3 }),
        managedRules({ name: 'AWSManagedRulesCommonRuleSet', priority: 4, countOnly: CORE_RULE_SET_BODY_RULES }),
      ],
    });

    this.webAclArnParameter = new ssm.StringParameter(this, 'WebAclArn', {
      parameterName: edgeWebAclParameter(props.stage),
      description: 'Praktijk: the CloudFront web ACL, read by the Web stack',
      stringValue: this.webAcl.acl.attrArn,
    });
  }
}
