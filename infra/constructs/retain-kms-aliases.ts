import { type IAspect, RemovalPolicy } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import { type IConstruct } from 'constructs';

/**
 * Keeps every KMS alias when its stack is deleted, as the keys themselves are kept: the retained
 * table, buckets and recovery points stay findable by their key's name (alias/praktijk-<stage>-data)
 * after a `cdk destroy`. Coming back means deleting or reusing these aliases (README, runbook).
 */
export class RetainKmsAliases implements IAspect {
  visit(node: IConstruct): void {
    if (node instanceof kms.CfnAlias) node.applyRemovalPolicy(RemovalPolicy.RETAIN);
  }
}
