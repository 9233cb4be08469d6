import { RemovalPolicy } from 'aws-cdk-lib';
import { type IKey } from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { LOG_RETENTION } from './app-function';

// Building blocks of Praktijk's web ACLs (edge, REST stage, user pool). Rule names and metric names
// are the same, so a dashboard or an alarm reads one metric per rule.

/**
 * The header CloudFront adds to every /api/* request with a secret value; the REST stage's web ACL
 * blocks any request without it, so API Gateway answers only through CloudFront.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

type Rule = wafv2.CfnWebACL.RuleProperty;
const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  metricName,
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
});
const BLOCK = { block: {} };

/** Blocks a client (by IP, or by a request header such as Authorization) past `limit` requests in `windowSeconds`. */
export function rateRule(props: { name: string; priority: number; limit: number; windowSeconds: 60 | 120 | 300 | 600; header?: string }): Rule {
  return {
    name: props.name,
    priority: props.priority,
    action: BLOCK,
    visibilityConfig: visibility(props.name),
    statement: {
      rateBasedStatement: {
        limit: props.limit,
        evaluationWindowSec: props.windowSeconds,
        // A request without the header is not counted by a header-keyed rule; the IP rule still counts it.
        ...(props.header
          ? { aggregateKeyType: 'CUSTOM_KEYS', customKeys: [{ header: { name: props.header, textTransformations: [{ priority: 0, type: 'NONE' }] } }] }
          : { aggregateKeyType: 'IP' }),
      },
    },
  };
}

/** An AWS managed rule group; `countOnly` rules are counted (logged, measured), not blocked. */
export function managedRules(props: { name: string; priority: number; countOnly?: readonly string[] }): Rule {
  return {
    name: props.name,
    priority: props.priority,
    overrideAction: { none: {} },
    visibilityConfig: visibility(props.name),
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name: props.name,
        ruleActionOverrides: props.countOnly?.map((name) => ({ name, actionToUse: { count: {} } })),
      },
    },
  };
}

/** The body rules of the core rule set that consultation notes (rich-text HTML), uploads and large JSON trip. */
export const CORE_RULE_SET_BODY_RULES = [
  'SizeRestrictions_BODY',
  'CrossSiteScripting_BODY',
  'GenericLFI_BODY',
  'GenericRFI_BODY',
  'EC2MetaDataSSRF_BODY',
] as const;

export interface WebAclProps {
  name: string;
  scope: 'CLOUDFRONT' | 'REGIONAL';
  description: string;
  rules: Rule[];
  /** Key for the ACL's log group (CloudWatch Logs must be allowed to use it). */
  logsKey: IKey;
  /** Headers never written to the WAF log (tokens, secrets). Query strings are always redacted. */
  redactHeaders?: string[];
}

/**
 * A web ACL that allows by default, with its rules, and its log: a KMS-encrypted log group kept a
 * year, query strings redacted (API query strings carry patient search terms) as are the named
 * headers (the ID token, the origin secret).
 */
export class WebAcl extends Construct {
  readonly acl: wafv2.CfnWebACL;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    this.acl = new wafv2.CfnWebACL(this, 'Acl', {
      name: props.name,
      scope: props.scope,
      description: props.description,
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.name),
      rules: props.rules,
    });
    // WAF delivers only to log groups whose name begins with aws-waf-logs-.
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `aws-waf-logs-${props.name}`,
      retention: LOG_RETENTION,
      encryptionKey: props.logsKey,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.acl.attrArn,
      logDestinationConfigs: [this.logGroup.logGroupArn],
      redactedFields: [{ queryString: {} }, ...(props.redactHeaders ?? []).map((name) => ({ singleHeader: { Name: name } }))],
    });
  }
}
