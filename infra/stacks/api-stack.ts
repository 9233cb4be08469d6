import { Stack, type StackProps } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { type IUserPool } from 'aws-cdk-lib/aws-cognito';
import type * as iam from 'aws-cdk-lib/aws-iam';
import { type IKey } from 'aws-cdk-lib/aws-kms';
import { type Construct } from 'constructs';
import { ENV } from '@praktijk/functions/lib/env';
import { RESOURCES, routes, type ResourceName, type RouteDefinition } from '@praktijk/shared/routes';
import { apiAccessLogGroup, REST_ACCESS_LOG_FIELDS } from '../constructs/api-access-log';
import { AppFunction } from '../constructs/app-function';
import { acknowledge } from '../constructs/nag';
import { RouteTableApi } from '../constructs/route-table-api';
import { TenantAccessRole, type TenantDataResources } from '../constructs/tenant-access';
import { type ResourceAccess } from './resource-access';

export interface ApiStackProps extends StackProps {
  stage: string;
  logsKey: IKey;
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
      },
    });

    // Unknown routes answer 404, not API Gateway's 403 (on which the client would sign out): a
    // gateway response in the definition (as a separate resource it would drift from the Body).

    this.acknowledgeFindings();
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
        id: 'AwsSolutions-APIG3',
        reason:
          'No WAF yet, deliberately: AWS managed rule sets block the rich-text HTML and large JSON bodies that consultation notes legitimately ' +
          'send (CrossSiteScripting_BODY, SizeRestrictions_BODY), so a web ACL needs rules tuned with ops first. Every data route needs a Cognito ' +
          'token and the stage is throttled.',
      },
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

function pascal(value: string): string {
  return value.replace(/(^|[-_])(\w)/g, (_, _sep: string, c: string) => c.toUpperCase());
}
