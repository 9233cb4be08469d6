import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { type IUserPool } from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { type Construct } from 'constructs';
import { ENV } from '@praktijk/functions/lib/env';
import { RESOURCES, resourcePath, routes, type ResourceName, type Route, type RouteDefinition } from '@praktijk/shared/routes';
import { apiAccessLogGroup, REST_ACCESS_LOG_FIELDS } from '../constructs/api-access-log';
import { AppFunction } from '../constructs/app-function';
import { acknowledge } from '../constructs/nag';
import { RouteTableApi } from '../constructs/route-table-api';
import { TenantAccessRole, type TenantDataResources } from '../constructs/tenant-access';
import { TENANT_HEADER } from '../constructs/tenant-header';
import { ORIGIN_VERIFY_HEADER, rateRule, WebAcl } from '../constructs/waf';
import { type ResourceAccess } from './resource-access';

export interface ApiStackProps extends StackProps {
  stage: string;
  logsKey: kms.IKey;
  userPool: IUserPool;
  environment: Record<string, string>;
  /** The managed policies (capabilities) of one resource's Lambda: what is not a practice's data (queue, realtime, Cognito). */
  policiesFor: (resource: ResourceName) => iam.IManagedPolicy[];
  /** The table, buckets and key a resource reaches only through its tenant-access role. */
  tenantData: TenantDataResources;
  /** Which table and bucket access each resource's tenant-access role has (resource-access.ts). */
  accessFor: (resource: ResourceName) => ResourceAccess;
  /** Defaults to the shared route table; the infra tests pass one padded to the specification's size. */
  routes?: readonly RouteDefinition[];
}

/** The REST stage; CloudFront's /api/* behaviour maps onto it, so browsers never see its name. */
export const REST_STAGE = 'v1';

// Sustained and burst requests per second for the whole stage, all practices together.
const THROTTLE = { rateLimit: 200, burstLimit: 400 };

/**
 * One practice's share of the stage: requests per minute, counted by the REST stage's web ACL on
 * the practice CloudFront names (TENANT_HEADER), 50 a second on average, a quarter of the stage's
 * sustained rate, so one practice (or a script with its token) cannot exhaust it for the others.
 */
export const TENANT_LIMIT = { limit: 3000, windowSeconds: 60 } as const;

/**
 * Routes whose calls are costly (search fans out over index partitions, imports and exports read
 * or write whole files, documents are rendered) get their own, lower method throttle, so a burst of
 * them cannot take the stage's whole budget. Named by operation: a renamed route fails to compile.
 */
export const COSTLY_ROUTES = {
  search: ['listPatients', 'listEmployers', 'searchMedications', 'searchReferralTests', 'getCatalogue', 'listLabTemplates', 'listPrescriptionTemplates'],
  import: ['startImport'],
  export: ['downloadImportErrors', 'printPrescription', 'downloadPatientLetter'],
} as const satisfies Record<string, readonly Route['operation'][]>;
export const COSTLY_ROUTE_THROTTLE: Record<keyof typeof COSTLY_ROUTES, { rateLimit: number; burstLimit: number }> = {
  search: { rateLimit: 50, burstLimit: 100 },
  import: { rateLimit: 2, burstLimit: 5 },
  export: { rateLimit: 10, burstLimit: 20 },
};

/** The origin-verify value, by name so the Web stack's CloudFront origin reads the same secret. */
export const originVerifySecretName = (stage: string): string => `praktijk/${stage}/origin-verify`;

// Documents rendered by the Lambdas (PDF, Word, ZIP) travel base64-encoded; API Gateway decodes
// them for requests whose Accept header names one of these types. Uploads (imports, medical
// cards) are multipart/form-data, which must reach the Lambda base64-encoded, bytes intact.
const BINARY_MEDIA_TYPES = [
  'multipart/form-data',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/zip',
  'application/octet-stream',
];

/**
 * The REST API, built from the shared route table: one Lambda per resource, an OpenAPI
 * definition with one method per route and the Cognito authorizer on every non-public route.
 */
export class ApiStack extends Stack {
  readonly restApi: RouteTableApi;
  readonly handlers: Record<ResourceName, AppFunction>;
  /** Per resource: the role its Lambda assumes per request with the caller's practice as session tag. */
  readonly tenantAccess: Record<ResourceName, TenantAccessRole>;
  /** The REST stage's web ACL (origin verify, per-practice rate limit). */
  readonly webAcl: WebAcl;
  /** The value CloudFront sends in ORIGIN_VERIFY_HEADER. */
  readonly originVerifySecret: secretsmanager.Secret;
  /** The key that seals paging cursors (functions/lib/data/cursor-key.ts), read by every resource Lambda. */
  readonly cursorKeySecret: secretsmanager.Secret;
  /** Renders letters as PDF and Word for the letters function (its 9 MB of renderers kept out of every REST Lambda). */
  readonly letterRenderer: AppFunction;
  /** Makes medical cards' thumbnails for the patients function (sharp's native code kept out of every REST Lambda). */
  readonly thumbnailer: AppFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.handlers = Object.fromEntries(
      RESOURCES.map((resource) => [
        resource,
        new AppFunction(this, `${pascal(resource)}Handler`, {
          entry: `functions/${resource}/handler.ts`,
          description: `Praktijk REST resource: ${resource}`,
          environment: props.environment,
          logsKey: props.logsKey,
          managedPolicies: props.policiesFor(resource),
        }),
      ]),
    ) as Record<ResourceName, AppFunction>;
    this.tenantAccess = Object.fromEntries(RESOURCES.map((resource) => [resource, this.tenantAccessFor(resource, props)])) as Record<
      ResourceName,
      TenantAccessRole
    >;

    this.restApi = new RouteTableApi(this, 'RestApi', {
      routes: props.routes ?? (routes as readonly RouteDefinition[]),
      handlers: Object.fromEntries(RESOURCES.map((r) => [r, this.handlers[r].function])) as Record<ResourceName, AppFunction['function']>,
      userPool: props.userPool,
      binaryMediaTypes: BINARY_MEDIA_TYPES,
      restApiName: `praktijk-${props.stage}-api`,
      description: 'Praktijk REST API (behind CloudFront at /api/)',
      endpointTypes: [apigateway.EndpointType.REGIONAL],
      cloudWatchRole: false, // the account-level logging role lives in the realtime stack
      deployOptions: {
        stageName: REST_STAGE,
        accessLogDestination: new apigateway.LogGroupLogDestination(apiAccessLogGroup(this, 'AccessLogs', props.logsKey)),
        accessLogFormat: apigateway.AccessLogFormat.custom(JSON.stringify(REST_ACCESS_LOG_FIELDS)),
        // Errors only, never request or response bodies: they carry patient data.
        loggingLevel: apigateway.MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: true,
        tracingEnabled: true,
        throttlingRateLimit: THROTTLE.rateLimit,
        throttlingBurstLimit: THROTTLE.burstLimit,
        methodOptions: costlyRouteOptions(props.routes ?? (routes as readonly RouteDefinition[])),
      },
    });
    this.letterRenderer = this.letterRendererFor(props);
    this.thumbnailer = this.thumbnailerFor(props);
    ({ webAcl: this.webAcl, secret: this.originVerifySecret } = this.protectStage(props));
    this.cursorKeySecret = this.cursorKey(props);

    // Unknown routes answer 404, not API Gateway's 403 (on which the client would sign out): a
    // gateway response in the definition (as a separate resource it would drift from the Body).

    this.acknowledgeFindings();
  }

  /**
   * The letter renderer (functions/letters/render/handler.ts): given a letter's HTML, answers the
   * file. It reaches no table, bucket or practice data, only what the letters function sends it, and
   * only the letters function may invoke it. Its timeout stays under API Gateway's 29 s with the
   * letters function's own work around it.
   */
  private letterRendererFor(props: ApiStackProps): AppFunction {
    const renderer = new AppFunction(this, 'LetterRenderer', {
      entry: 'functions/letters/render/handler.ts',
      description: 'Praktijk letter renderer: PDF and Word files of letters, invoked by the letters function',
      environment: {},
      logsKey: props.logsKey,
      memorySize: 2048,
      timeout: Duration.seconds(20),
    });
    const letters = this.handlers.letters;
    // The function itself, not its versions (grantInvoke would add `<arn>:*`).
    letters.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [renderer.function.functionArn] }));
    letters.function.addEnvironment(ENV.letterRenderFunction, renderer.function.functionName);
    return renderer;
  }

  /**
   * The thumbnailer (functions/patients/thumbnails/handler.ts): reads an image from a short-lived
   * link and writes its thumbnail to another, both made by the patients function with the
   * practice's own credentials, so it needs no table, bucket or practice access of its own. Only
   * the patients function may invoke it. x86_64: sharp's binaries in its bundle are linux-x64
   * (bundle-extras.ts). Memory is CPU on Lambda: 2 GB makes a 25 MB scan's thumbnail in about a second.
   */
  private thumbnailerFor(props: ApiStackProps): AppFunction {
    const thumbnailer = new AppFunction(this, 'Thumbnailer', {
      entry: 'functions/patients/thumbnails/handler.ts',
      description: "Praktijk thumbnailer: medical cards' image thumbnails, invoked by the patients function",
      environment: {},
      logsKey: props.logsKey,
      memorySize: 2048,
      timeout: Duration.seconds(20),
      architecture: lambda.Architecture.X86_64,
    });
    const patients = this.handlers.patients;
    // The function itself, not its versions (grantInvoke would add `<arn>:*`).
    patients.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [thumbnailer.function.functionArn] }));
    patients.function.addEnvironment(ENV.thumbnailFunction, thumbnailer.function.functionName);
    return thumbnailer;
  }

  /**
   * The resource's table and bucket capabilities as a role assumed per practice (one role per
   * resource, so each keeps exactly its RESOURCE_ACCESS). Setting TENANT_ACCESS_ROLE_ARN is what
   * switches the function's data clients to tenant-scoped credentials; the twin never sets it.
   */
  private tenantAccessFor(resource: ResourceName, props: ApiStackProps): TenantAccessRole {
    const access = props.accessFor(resource);
    const handler = this.handlers[resource];
    const tenantAccess = new TenantAccessRole(this, `${pascal(resource)}TenantAccess`, {
      description: `Praktijk REST resource: ${resource}`,
      functionRole: handler.role,
      data: props.tenantData,
      table: access.table,
      buckets: access.buckets,
    });
    handler.function.addEnvironment(ENV.tenantAccessRoleArn, tenantAccess.role.roleArn);
    return tenantAccess;
  }

  /**
   * The key of the paging cursors (issue 21 §7): a generated secret each resource Lambda reads once
   * per container (CURSOR_KEY_SECRET_ARN) and seals its cursors with, so a client sees no key,
   * practice or name in a cursor and cannot make or change one.
   */
  private cursorKey(props: ApiStackProps): secretsmanager.Secret {
    const key = new kms.Key(this, 'CursorKeyKey', {
      alias: `alias/praktijk-${props.stage}-cursor-key`,
      description: 'Praktijk: the key that seals paging cursors',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const secret = new secretsmanager.Secret(this, 'CursorKey', {
      secretName: `praktijk/${props.stage}/cursor-key`,
      description: 'Praktijk: the key the REST Lambdas seal paging cursors with (AES-256-GCM); clients never see it',
      encryptionKey: key,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    for (const resource of RESOURCES) {
      secret.grantRead(this.handlers[resource].role);
      this.handlers[resource].function.addEnvironment(ENV.cursorKeySecretArn, secret.secretArn);
    }
    const rotation =
      'Rotated by ops (put a new value): containers read it at cold start, and a cursor sealed under the old value then answers 400 ' +
      "'Invalid cursor.' and its list starts again at the first page; it guards no data, only the opacity of paging positions.";
    acknowledge(secret, { id: 'AwsSolutions-SMG4', reason: rotation }, { id: 'HIPAA.Security-SecretsManagerRotationEnabled', reason: rotation });
    return secret;
  }

  /**
   * The REST stage's web ACL: requests without CloudFront's origin-verify secret are blocked (the
   * execute-api endpoint is otherwise public: a resource policy cannot see headers), then each
   * practice is rate-limited on the header CloudFront sets from its token.
   */
  private protectStage(props: ApiStackProps): { webAcl: WebAcl; secret: secretsmanager.Secret } {
    const key = new kms.Key(this, 'OriginVerifyKey', {
      alias: `alias/praktijk-${props.stage}-origin-verify`,
      description: 'Praktijk: the CloudFront origin-verify secret',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const secret = new secretsmanager.Secret(this, 'OriginVerify', {
      secretName: originVerifySecretName(props.stage),
      description: 'Praktijk: the header value CloudFront sends to the REST API; the stage web ACL blocks requests without it',
      encryptionKey: key,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    const webAcl = new WebAcl(this, 'StageWebAcl', {
      name: `praktijk-${props.stage}-api`,
      scope: 'REGIONAL',
      description: 'Praktijk REST stage: only through CloudFront, per-practice rate limit',
      logsKey: props.logsKey,
      redactHeaders: ['authorization', ORIGIN_VERIFY_HEADER],
      rules: [
        {
          name: 'OnlyThroughCloudFront',
          priority: 0,
          action: { block: {} },
          visibilityConfig: { metricName: 'OnlyThroughCloudFront', cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true },
          statement: {
            notStatement: {
              statement: {
                byteMatchStatement: {
                  fieldToMatch: { singleHeader: { Name: ORIGIN_VERIFY_HEADER } },
                  positionalConstraint: 'EXACTLY',
                  searchString: secret.secretValue.unsafeUnwrap(),
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
        },
        rateRule({ name: 'RatePerPractice', priority: 1, limit: TENANT_LIMIT.limit, windowSeconds: TENANT_LIMIT.windowSeconds, header: TENANT_HEADER }),
      ],
    });
    new wafv2.CfnWebACLAssociation(this, 'StageWebAclAssociation', {
      resourceArn: this.restApi.deploymentStage.stageArn,
      webAclArn: webAcl.acl.attrArn,
    });
    acknowledge(
      secret,
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'CloudFormation reads the value into the CloudFront origin and the stage web ACL at deploy time; an automatic rotation would leave ' +
          'them apart until both stacks redeploy. Ops rotate it by putting a new value and redeploying the Api and Web stacks (infra/README.md).',
      },
      {
        id: 'HIPAA.Security-SecretsManagerRotationEnabled',
        reason:
          'Rotated by ops with a redeploy of the Api and Web stacks, which read it at deploy time: an automatic rotation would block every API ' +
          'call until both redeployed. It is not a credential to data, only proof that a request passed CloudFront.',
      },
    );
    return { webAcl, secret };
  }

  private acknowledgeFindings(): void {
    acknowledge(this.restApi, {
      id: 'AwsSolutions-APIG2',
      reason:
        'Request validation (parameters and body) is declared in the OpenAPI definition (x-amazon-apigateway-request-validator, on every method), ' +
        "which cdk-nag cannot read: it looks for AWS::ApiGateway::RequestValidator resources. Bodies are validated by each route's zod schema in " +
        'the Lambda.',
    });
    acknowledge(
      this.restApi.deploymentStage,
      {
        id: 'HIPAA.Security-APIGWCacheEnabledAndEncrypted',
        reason:
          "Responses are per user and per practice and carry patient data; a stage cache would risk serving one user's response to another, so " +
          'caching stays off.',
      },
      {
        id: 'HIPAA.Security-APIGWSSLEnabled',
        reason:
          'A client certificate authenticates API Gateway to HTTP backends; every integration here is a Lambda proxy invoked through IAM, so no ' +
          'backend would ever check it.',
      },
    );
  }
}

/** Stage method settings (CDK's `/path/METHOD` keys) for the costly routes of the table. */
function costlyRouteOptions(table: readonly RouteDefinition[]): Record<string, apigateway.MethodDeploymentOptions> {
  const options: Record<string, apigateway.MethodDeploymentOptions> = {};
  for (const [kind, operations] of Object.entries(COSTLY_ROUTES) as [keyof typeof COSTLY_ROUTES, readonly string[]][]) {
    for (const route of table.filter((r) => operations.includes(r.operation))) {
      const { rateLimit, burstLimit } = COSTLY_ROUTE_THROTTLE[kind];
      options[`${resourcePath(route)}/${route.method}`] = { throttlingRateLimit: rateLimit, throttlingBurstLimit: burstLimit };
    }
  }
  return options;
}

function pascal(value: string): string {
  return value.replace(/(^|[-_])(\w)/g, (_, _sep: string, c: string) => c.toUpperCase());
}
