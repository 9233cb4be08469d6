import { join, resolve } from 'node:path';
import { Duration, RemovalPolicy, Stage } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { type IKey } from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, type ICommandHooks, NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { APP_VERSION } from '@praktijk/shared/constants';
import { ENV } from '@praktijk/functions/lib/env';
import { type BundleExtras, bundleExtrasOf } from './bundle-extras';
import { ManagedPolicyRole } from './managed-policy-role';
import { acknowledge } from './nag';
import { fromRepoRoot, REPO_ROOT } from './paths';

/** The newest Node.js runtime aws-cdk-lib 2.276 knows; the tests and the twin run on the same major (test/infra/node-runtime.test.ts). */
export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_24_X;

/** Application logs are kept a year: long enough to investigate an incident reported late. */
export const LOG_RETENTION = logs.RetentionDays.ONE_YEAR;

// middy 7 is ESM-only, so the bundle is ESM; a few CommonJS dependencies still call require(),
// which an ES module lacks until the banner gives it one.
const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * The Node built-ins the functions' code and dependencies import. An ES module's `import ... from
 * 'node:http'` makes Node build the built-in's ESM facade, which reads every export, getters
 * included: node:http's WebSocket getter then loads undici (~30 ms), node:crypto's webcrypto,
 * node:fs's streams, before the first request. So the bundles import each through a CommonJS shim
 * (functions/lib/node-builtins/, `process.getBuiltinModule`) whose exports esbuild reads only where
 * the code uses them. test/infra/lambda-bundles.test.ts fails on a built-in missing from this list.
 */
export const NODE_BUILTINS_AS_COMMONJS = [
  // The letter renderer's dependencies (jsdom, with undici's fetch, and the Word writer) name the
  // most: assert, buffer, events, http2, net, stream/web, tls, tty, url, util/types.
  'assert',
  'async_hooks',
  'buffer',
  'child_process',
  'crypto',
  'dgram',
  'events',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'net',
  'os',
  'path',
  'process',
  'stream',
  'stream/web',
  'timers',
  'tls',
  'tty',
  'url',
  'util',
  'util/types',
  'zlib',
] as const;

/** esbuild aliases: both spellings of each built-in above -> its shim (absolute, as CDK runs esbuild from the repository root). */
export const NODE_BUILTIN_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  NODE_BUILTINS_AS_COMMONJS.flatMap((name) => {
    const shim = fromRepoRoot(`functions/lib/node-builtins/${name.replace('/', '-')}.cjs`);
    return [
      [name, shim],
      [`node:${name}`, shim],
    ];
  }),
);

/**
 * Packages the bundles take from elsewhere: the SDK clients' default credential chain becomes its
 * first link, the environment's credentials, all Lambda uses (why: functions/lib/lambda-credentials.ts).
 */
export const LAMBDA_PACKAGE_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': fromRepoRoot('functions/lib/lambda-credentials.ts'),
};

/** All the bundles' esbuild aliases. */
export const LAMBDA_ALIASES: Readonly<Record<string, string>> = { ...NODE_BUILTIN_ALIASES, ...LAMBDA_PACKAGE_ALIASES };

/** How every function's code is bundled; the bundle bench (test/bench/lambda-bundles.ts) builds with these same options. */
export const LAMBDA_BUNDLING = {
  format: OutputFormat.ESM,
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  bundleAwsSDK: true,
  minify: true,
  // A map to decode stack traces, written beside the code without a sourceMappingURL comment; the
  // afterBundling hook moves it out of the asset (sourceMapsDir), so nothing parses it at start.
  sourceMap: true,
  sourceMapMode: SourceMapMode.EXTERNAL,
  sourcesContent: false,
  esbuildArgs: Object.fromEntries(Object.entries(LAMBDA_ALIASES).map(([name, shim]) => [`--alias:${name}`, shim])),
} as const satisfies BundlingOptions;

/** The folder of the cloud assembly (cdk.out) that keeps the source maps of the app's functions. */
export const LAMBDA_SOURCE_MAPS_DIR = 'lambda-source-maps';

/**
 * Where a function's source map goes: cdk.out/lambda-source-maps/<construct path>/index.mjs.map,
 * outside the deployed asset: Node no longer starts with --enable-source-maps, which parsed the
 * ~1 MB map on every cold start before the first request. To decode a stack trace from CloudWatch, take the
 * map from the cdk.out of the deployment (kept with the build) and run the trace through it.
 */
export function sourceMapsDir(scope: Construct): string {
  return join(resolve(Stage.of(scope)!.outdir), LAMBDA_SOURCE_MAPS_DIR, scope.node.path.replace(/\//g, '-'));
}

function afterBundling(mapsDir: string, extras: BundleExtras): ICommandHooks {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    // Runs before CDK hashes and stages the output, so the asset (and its hash) hold the code (and
    // the files its dependencies read beside it, bundle-extras.ts) only.
    afterBundling: (inputDir, outputDir) => [
      `mkdir -p "${mapsDir}"`,
      `mv "${outputDir}/index.mjs.map" "${mapsDir}/index.mjs.map"`,
      ...(extras.files ?? []).map(({ from, to }) => `mkdir -p "$(dirname "${outputDir}/${to}")" && cp -R "${inputDir}/${from}" "${outputDir}/${to}"`),
    ],
  };
}

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
  /** ARM64 unless told: a function with native code runs on the architecture its binaries are built for. */
  architecture?: lambda.Architecture;
}

/**
 * One Lambda function as every Praktijk function is built: Node 24 on ARM64, an ESM bundle made
 * by the local esbuild (AWS SDK included, so the cloud runs the SDK versions the tests ran),
 * X-Ray tracing, its own encrypted log group, and a role with managed policies only.
 */
export class AppFunction extends Construct {
  readonly function: NodejsFunction;
  /** The entry file relative to the repository root (the bundle bench bundles each one). */
  readonly entry: string;
  readonly role: ManagedPolicyRole;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    this.entry = props.entry;
    const extras = bundleExtrasOf(props.entry);

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
      architecture: props.architecture ?? lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(25),
      role: this.role,
      logGroup: this.logGroup,
      tracing: lambda.Tracing.ACTIVE,
      environment: { [ENV.appVersion]: APP_VERSION, ...props.environment },
      projectRoot: REPO_ROOT,
      depsLockFilePath: fromRepoRoot('package-lock.json'),
      awsSdkConnectionReuse: false,
      bundling: {
        ...LAMBDA_BUNDLING,
        banner: [LAMBDA_BUNDLING.banner, extras.banner].filter(Boolean).join(' '),
        mainFields: [...LAMBDA_BUNDLING.mainFields],
        externalModules: [...(extras.external ?? [])],
        commandHooks: afterBundling(sourceMapsDir(this), extras),
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
