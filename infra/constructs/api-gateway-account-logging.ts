import { RemovalPolicy } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

/**
 * API Gateway writes execution logs only when the account-level setting names a CloudWatch
 * role. It is one setting per account and region, so it lives in the first stack with an API
 * (the WebSocket stack) and both APIs' stages depend on it. Kept on stack deletion: other APIs in
 * the account may rely on it.
 */
export class ApiGatewayAccountLogging extends Construct {
  readonly account: apigateway.CfnAccount;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      description: 'API Gateway: push execution and access logs to CloudWatch Logs',
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    this.account = new apigateway.CfnAccount(this, 'Account', { cloudWatchRoleArn: role.roleArn });
    this.account.applyRemovalPolicy(RemovalPolicy.RETAIN);
    acknowledge(role, {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason:
        'The account-level API Gateway logging role is the one AWS documents, with the AWS-managed policy API Gateway needs to create its own log ' +
        'groups and streams.',
    });
  }
}
