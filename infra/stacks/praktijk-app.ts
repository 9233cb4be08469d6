import { readFileSync } from 'node:fs';
import { App, Aspects, Tags } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import { ENV } from '@praktijk/functions/lib/env';
import { type RouteDefinition } from '@praktijk/shared/routes';
import { fromRepoRoot } from '../constructs/paths';
import { RetainKmsAliases } from '../constructs/retain-kms-aliases';
import { ApiStack, originVerifySecretName } from './api-stack';
import { addCompliancePlugins } from './compliance';
import { AuthStack } from './auth-stack';
import { DataStack } from './data-stack';
import { EdgeStack } from './edge-stack';
import { JobsStack } from './jobs-stack';
import { applicationFunctions, MonitoringStack } from './monitoring-stack';
import { RealtimeStack } from './realtime-stack';
import { RESOURCE_ACCESS, type ResourceAccess } from './resource-access';
import { readSettings } from './settings';
import { WebStack } from './web-stack';

export interface PraktijkStacks {
  data: DataStack;
  auth: AuthStack;
  realtime: RealtimeStack;
  jobs: JobsStack;
  api: ApiStack;
  web: WebStack;
  edge: EdgeStack;
  monitoring: MonitoringStack;
}

/**
 * The whole deployment, stacks in dependency order:
 * Data -> Auth -> Realtime (WebSocket) -> Jobs -> Api (REST) -> Web.
 * References pass as props; each stack owns its resources and the capabilities to use them.
 */
export function addPraktijkStacks(app: App, options: { routes?: readonly RouteDefinition[] } = {}): PraktijkStacks {
  const settings = readSettings(app.node);
  const name = (part: string): string => `Praktijk-${settings.stage}-${part}`;
  const common = { env: settings.env, stage: settings.stage };

  // The stacks that hold patient data and the user directory refuse `cdk destroy` / DeleteStack.
  const data = new DataStack(app, name('Data'), {
    ...common,
    webOrigins: settings.webOrigins,
    backupCopyVaultArn: settings.backupCopyVaultArn,
    breakGlassRoleArn: settings.breakGlassRoleArn,
    terminationProtection: true,
    description: 'Praktijk: table, buckets, keys, backups',
  });
  const auth = new AuthStack(app, name('Auth'), {
    ...common,
    logsKey: data.logsKey,
    domainName: settings.domainName,
    terminationProtection: true,
    description: 'Praktijk: Cognito user pool and web client',
  });

  const dataAndAuth = {
    [ENV.table]: data.table.tableName,
    [ENV.documentsBucket]: data.buckets.documents.bucketName,
    [ENV.exportsBucket]: data.buckets.exports.bucketName,
    [ENV.importsBucket]: data.buckets.imports.bucketName,
    [ENV.userPoolId]: auth.userPool.userPoolId,
    [ENV.userPoolClientId]: auth.webClient.userPoolClientId,
  };
  const tenantData = { tableArn: data.table.tableArn, bucketArns: bucketArns(data), dataKeyArn: data.dataKey.keyArn };
  const realtime = new RealtimeStack(app, name('Realtime'), {
    ...common,
    description: 'Praktijk: WebSocket API',
    logsKey: data.logsKey,
    tenantData,
    environment: dataAndAuth,
  });

  const withRealtime = { ...dataAndAuth, [ENV.wsManagementEndpoint]: realtime.managementEndpoint };
  const jobs = new JobsStack(app, name('Jobs'), {
    ...common,
    description: 'Praktijk: jobs queue, worker, nightly schedule',
    logsKey: data.logsKey,
    // Jobs reach the table and buckets through the worker's tenant-access role (JobsStack), one practice at a time.
    workerPolicies: [realtime.publish],
    tenantData,
    environment: withRealtime,
  });

  // Table and buckets are reached through each resource's tenant-access role (ApiStack), not these capabilities.
  const capabilities = (access: ResourceAccess): iam.IManagedPolicy[] => [
    ...(access.enqueueJobs ? [jobs.enqueue] : []),
    ...(access.publishRealtime ? [realtime.publish] : []),
    ...(access.cognito ? [auth.cognitoAccess[access.cognito]] : []),
  ];
  const api = new ApiStack(app, name('Api'), {
    ...common,
    description: 'Praktijk: REST API from the route table',
    logsKey: data.logsKey,
    userPool: auth.userPool,
    environment: { ...withRealtime, [ENV.jobsQueueUrl]: jobs.interactiveQueue.queueUrl },
    policiesFor: (resource) => capabilities(RESOURCE_ACCESS[resource]),
    accessFor: (resource) => RESOURCE_ACCESS[resource],
    tenantData,
    routes: options.routes,
  });
  // The REST stage's execution logging needs the account-level role the realtime stack sets.
  api.addStackDependency(realtime, 'API Gateway account logging role');

  // The CloudFront web ACL, in us-east-1 whatever the app's region; the Web stack reads its ARN there.
  const edge = new EdgeStack(app, name('Edge'), { ...common, description: 'Praktijk: CloudFront web ACL (us-east-1)' });
  const web = new WebStack(app, name('Web'), {
    env: settings.env,
    stage: settings.stage,
    originVerifySecretName: originVerifySecretName(settings.stage),
    description: 'Praktijk: web client on CloudFront, /config.json',
    logsKey: data.logsKey,
    restApi: api.restApi,
    userPool: auth.userPool,
    webClient: auth.webClient,
    webSocketStage: realtime.webSocketStage,
    webDist: settings.webDist,
    domainName: settings.domainName,
    certificateArn: settings.certificateArn,
    passkeyRelyingPartyId: auth.passkeyRelyingPartyId,
    uploadBuckets: [data.buckets.documents, data.buckets.imports],
    imageBuckets: [data.buckets.documents],
  });
  web.addStackDependency(edge, 'the CloudFront web ACL ARN in SSM');

  // Last: it watches what every other stack made.
  const monitoring = new MonitoringStack(app, name('Monitoring'), {
    ...common,
    description: 'Praktijk: alerts topic, alarms, dashboard',
    alertEmail: settings.alertEmail,
    restApi: api.restApi,
    accessLogScopes: [api, realtime],
    webSocketApi: realtime.webSocketApi,
    webSocketStage: realtime.webSocketStage,
    functions: applicationFunctions(app),
    jobsQueue: jobs.queue,
    jobsDeadLetterQueue: jobs.deadLetterQueue,
    interactiveJobsQueue: jobs.interactiveQueue,
    interactiveJobsDeadLetterQueue: jobs.interactiveDeadLetterQueue,
    scheduleDeadLetterQueue: jobs.scheduleDeadLetterQueue,
    table: data.table,
  });

  Aspects.of(app).add(new RetainKmsAliases());
  Tags.of(app).add('project', 'praktijk');
  Tags.of(app).add('stage', settings.stage);
  return { data, auth, realtime, jobs, api, web, edge, monitoring };
}

function bucketArns(data: DataStack): Record<keyof DataStack['buckets'], string> {
  return { documents: data.buckets.documents.bucketArn, exports: data.buckets.exports.bucketArn, imports: data.buckets.imports.bucketArn };
}

export interface PraktijkAppOptions {
  /** Where the cloud assembly goes; the CLI decides when omitted. */
  outdir?: string;
  /** Extra context; outside the CLI (tests) pass cdkJsonContext() here, as the CLI would. */
  context?: Record<string, unknown>;
  /** Bundle the Lambdas with esbuild (default true); tests skip it. */
  bundling?: boolean;
  /** CloudFormation's built-in template validation (~2 s; default true). */
  cloudFormationValidation?: boolean;
  /** Run cdk-nag during synth (default true); tests call the packs themselves to read the findings. */
  compliance?: boolean;
  /** The REST routes; defaults to the shared route table (tests pad it to the specification's size). */
  routes?: readonly RouteDefinition[];
}

/** The app as `cdk synth` builds it, and as the tests build it with bundling and validation off. */
export function createPraktijkApp(options: PraktijkAppOptions = {}): { app: App; stacks: PraktijkStacks } {
  const app = new App({
    outdir: options.outdir,
    context: { ...options.context, ...(options.bundling === false ? { 'aws:cdk:bundling-stacks': [] } : {}) },
    builtinCloudFormationValidation: options.cloudFormationValidation ?? true,
  });
  const stacks = addPraktijkStacks(app, { routes: options.routes });
  if (options.compliance ?? true) addCompliancePlugins(app);
  return { app, stacks };
}

/** cdk.json's context (feature flags and defaults), for building the app outside the CDK CLI, as tests do. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(fromRepoRoot('cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}
