import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { type IKey } from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { APP_VERSION } from '@praktijk/shared/constants';
import { ENV } from '@praktijk/functions/lib/env';
import { ManagedPolicyRole } from './managed-policy-role';
import { acknowledge } from './nag';
import { fromRepoRoot, REPO_ROOT } from './paths';

/** The newest Node.js runtime aws-cdk-lib 2.276 knows; the code itself also runs on Node 20. */
export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_24_X;

/** Application logs are kept a year: long enough to investigate an incident reported late. */
export const LOG_RETENTION = logs.RetentionDays.ONE_YEAR;

// middy 7 is ESM-only, so the bundle is ESM; a few CommonJS dependencies still call require(),
// which an ES module lacks until the banner gives it one.
const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

export interface AppFunctionProps {
  /** Entry file relative to the repository root, exporting `handler`. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  logsKey: IKey;
  /** Capabilities (customer-managed policies from the stacks that own the resources). */
  managedPolicies?: iam.IManagedPolicy[];
  memorySize?: number;
  timeout?: Duration;
}

/**
 * One Lambda function as every Praktijk function is built: Node 24 on ARM64, an ESM bundle made
 * by the local esbuild (AWS SDK included, so the cloud runs the SDK versions the tests ran),
 * X-Ray tracing, its own encrypted log group, and a role with managed policies only.
 */
export class AppFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: ManagedPolicyRole;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: LOG_RETENTION,
      encryptionKey: props.logsKey,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.role = new ManagedPolicyRole(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description} (Lambda execution role)`,
      managedPolicies: props.managedPolicies,
    });
    // What AWSLambdaBasicExecutionRole would grant, limited to this function's own log group.
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [this.logGroup.logGroupArn] }));

    this.function = new NodejsFunction(this, 'Function', {
      entry: fromRepoRoot(props.entry),
      handler: 'handler',
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(25),
      role: this.role,
      logGroup: this.logGroup,
      tracing: lambda.Tracing.ACTIVE,
      environment: { [ENV.appVersion]: APP_VERSION, NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      projectRoot: REPO_ROOT,
      depsLockFilePath: fromRepoRoot('package-lock.json'),
      awsSdkConnectionReuse: false,
      bundling: {
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        bundleAwsSDK: true,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
      },
    });

    acknowledgeLambdaPlatformChoices(this, 'application');
    acknowledge(this.role, {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Only X-Ray tracing uses Resource "*": xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
    });
  }
}

const DLQ_REASONS = {
  application:
    'No application function is invoked asynchronously: API Gateway invokes the API and WebSocket handlers synchronously, and the job worker ' +
    'reads SQS, whose own dead-letter queue keeps failed jobs.',
  'custom-resource':
    'A CloudFormation custom-resource handler: a failed invocation fails and rolls back the deployment, where ops see it; a dead-letter queue ' +
    'would hold nothing to act on.',
} as const;

/** HIPAA Lambda rules that do not fit how Praktijk's functions run; shared with CDK's own helper functions. */
export function acknowledgeLambdaPlatformChoices(scope: Construct, kind: keyof typeof DLQ_REASONS): void {
  acknowledge(
    scope,
    {
      id: 'HIPAA.Security-LambdaInsideVPC',
      reason:
        'The functions reach only AWS service endpoints (DynamoDB, S3, SQS, API Gateway, Cognito JWKS) over TLS with IAM; there is no private ' +
        'resource to reach, and a VPC would add NAT or endpoint costs without protecting any data path.',
    },
    { id: 'HIPAA.Security-LambdaDLQ', reason: DLQ_REASONS[kind] },
    {
      id: 'HIPAA.Security-LambdaConcurrency',
      reason:
        "Load is bounded upstream (API Gateway stage throttling, the SQS event source's maximum concurrency, one deployment at a time for " +
        'CloudFormation handlers); reserving account concurrency per function would fail deployment on new accounts with a low concurrency quota.',
    },
  );
}
