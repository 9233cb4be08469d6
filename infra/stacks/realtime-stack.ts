import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import { type IKey } from 'aws-cdk-lib/aws-kms';
import { type Construct } from 'constructs';
import { CONNECTION_POINTER_LEADING_KEYS, connectionLeadingKeys, PRINCIPAL_TENANT } from '@praktijk/functions/lib/data/tenant-isolation';
import { ENV } from '@praktijk/functions/lib/env';
import { ApiGatewayAccountLogging } from '../constructs/api-gateway-account-logging';
import { apiAccessLogGroup, WEBSOCKET_ACCESS_LOG_FIELDS } from '../constructs/api-access-log';
import { AppFunction } from '../constructs/app-function';
import { Capability } from '../constructs/capability';
import { acknowledge } from '../constructs/nag';
import { TenantAccessRole, type TenantDataResources } from '../constructs/tenant-access';

export interface RealtimeStackProps extends StackProps {
  stage: string;
  logsKey: IKey;
  /** The table and its key: $connect reaches them through a tenant-access role, $disconnect through ConnectionCleanup. */
  tenantData: TenantDataResources;
  /** Table, bucket and user-pool settings every function reads. */
  environment: Record<string, string>;
}

/** The WebSocket stage: the path the twin serves as /ws/app/. */
export const WEBSOCKET_STAGE = 'app';

// For the whole stage: connects plus keep-alive pings (about one a minute per open tab). Ample
// for the practices' browsers together, and a ceiling for a client stuck in a reconnect loop.
const THROTTLE = { rateLimit: 100, burstLimit: 200 };

/**
 * The realtime channel: a WebSocket API ($connect verifies the ID token from the query string,
 * $disconnect forgets the connection, $default answers pings) and the capability to publish
 * to connected clients through the management API. Its own stack because both the REST API and
 * the job worker publish to it while the REST API also enqueues jobs: API -> Jobs -> Realtime
 * keeps the stacks acyclic.
 */
export class RealtimeStack extends Stack {
  readonly webSocketApi: apigwv2.WebSocketApi;
  readonly webSocketStage: apigwv2.WebSocketStage;
  /** https callback URL of the stage, for the management API (WS_MANAGEMENT_ENDPOINT). */
  readonly managementEndpoint: string;
  readonly publish: Capability;
  readonly handlers: Record<'connect' | 'disconnect' | 'default', AppFunction>;
  /** $connect's data access for the verified caller's practice: read it, write its connection items. */
  readonly connectTenantAccess: TenantAccessRole;
  /** $disconnect's: read and delete connection items and pointers of any practice, nothing else. */
  readonly connectionCleanup: Capability;
  /** Account-level API Gateway logging; the REST stage depends on it too. */
  readonly apiGatewayLogging: ApiGatewayAccountLogging;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);

    this.webSocketApi = new apigwv2.WebSocketApi(this, 'WebSocketApi', {
      apiName: `praktijk-${props.stage}-realtime`,
      description: 'Praktijk realtime messages to signed-in browsers',
    });
    this.managementEndpoint = `https://${this.webSocketApi.apiId}.execute-api.${this.region}.${this.urlSuffix}/${WEBSOCKET_STAGE}`;
    this.publish = new Capability(this, 'Publish', {
      description: 'Praktijk: post to and close WebSocket connections of the realtime API',
      statements: [
        new iam.PolicyStatement({
          actions: ['execute-api:ManageConnections'],
          resources: ['POST', 'GET', 'DELETE'].map((method) =>
            this.formatArn({ service: 'execute-api', resource: this.webSocketApi.apiId, resourceName: `${WEBSOCKET_STAGE}/${method}/@connections/*` }),
          ),
        }),
      ],
      expectedWildcards: [
        {
          finding: /\/@connections\/\*$/,
          reason: "Connection ids are created at run time; the statement is limited to this API's stage and the management API's own methods.",
        },
      ],
    });

    const environment = { ...props.environment, [ENV.wsManagementEndpoint]: this.managementEndpoint };
    const fn = (id: string, entry: string, description: string, policies: iam.IManagedPolicy[]): AppFunction =>
      new AppFunction(this, id, {
        entry,
        description,
        environment,
        logsKey: props.logsKey,
        managedPolicies: policies,
        memorySize: 512,
        timeout: Duration.seconds(10),
      });
    // Issue 14.2 for the realtime handlers. $connect knows the practice once it has verified the
    // token: it runs tenant-scoped like the REST functions, and writes only connection items (its
    // practice's list and the global pointer). $disconnect knows only a connection id, so it cannot
    // be scoped to a practice: it may only get and delete connection items and pointers.
    const connect = fn('ConnectHandler', 'functions/realtime/connect.ts', 'Praktijk WebSocket $connect', []);
    this.connectTenantAccess = new TenantAccessRole(this, 'ConnectTenantAccess', {
      description: 'Praktijk WebSocket $connect',
      functionRole: connect.role,
      data: props.tenantData,
      table: 'readWrite',
      writeLeadingKeys: [connectionLeadingKeys(PRINCIPAL_TENANT), ...CONNECTION_POINTER_LEADING_KEYS],
    });
    connect.function.addEnvironment(ENV.tenantAccessRoleArn, this.connectTenantAccess.role.roleArn);
    this.connectionCleanup = new Capability(this, 'ConnectionCleanup', {
      description: 'Praktijk: read and delete WebSocket connection items and pointers ($disconnect)',
      statements: [
        new iam.PolicyStatement({
          actions: ['dynamodb:GetItem', 'dynamodb:DeleteItem'],
          resources: [props.tenantData.tableArn],
          conditions: {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [connectionLeadingKeys('*'), ...CONNECTION_POINTER_LEADING_KEYS] },
          },
        }),
        new iam.PolicyStatement({
          actions: ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey'],
          resources: [props.tenantData.dataKeyArn],
        }),
      ],
    });
    const disconnect = fn('DisconnectHandler', 'functions/realtime/disconnect.ts', 'Praktijk WebSocket $disconnect', [this.connectionCleanup]);
    const defaultRoute = fn('DefaultRouteHandler', 'functions/realtime/default.ts', 'Praktijk WebSocket $default (ping)', [this.publish]);

    // Integration ids end in 'Integration': an id 'Default' is left out of logical ids and would
    // collide with the $default route's own.
    this.webSocketApi.addRoute('$connect', { integration: new WebSocketLambdaIntegration('ConnectIntegration', connect.function) });
    this.webSocketApi.addRoute('$disconnect', { integration: new WebSocketLambdaIntegration('DisconnectIntegration', disconnect.function) });
    this.webSocketApi.addRoute('$default', { integration: new WebSocketLambdaIntegration('DefaultIntegration', defaultRoute.function) });
    this.handlers = { connect, disconnect, default: defaultRoute };

    this.apiGatewayLogging = new ApiGatewayAccountLogging(this, 'ApiGatewayLogging');
    this.webSocketStage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: WEBSOCKET_STAGE,
      autoDeploy: true,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(apiAccessLogGroup(this, 'AccessLogs', props.logsKey)),
        format: AccessLogFormat.custom(JSON.stringify(WEBSOCKET_ACCESS_LOG_FIELDS)),
      },
    });
    const cfnStage = this.webSocketStage.node.defaultChild as apigwv2.CfnStage;
    // Errors only and never the message data: frames may carry patient data.
    cfnStage.defaultRouteSettings = {
      loggingLevel: 'ERROR',
      dataTraceEnabled: false,
      detailedMetricsEnabled: true,
      throttlingRateLimit: THROTTLE.rateLimit,
      throttlingBurstLimit: THROTTLE.burstLimit,
    };
    cfnStage.node.addDependency(this.apiGatewayLogging.account);

    acknowledgeWebSocketRoutes(this.webSocketApi);
  }
}

function acknowledgeWebSocketRoutes(api: apigwv2.WebSocketApi): void {
  acknowledge(api, {
    id: 'AwsSolutions-APIG4',
    reason:
      'WebSocket APIs authorise only at $connect, and browsers cannot send an Authorization header on a WebSocket: the $connect function verifies ' +
      'the Cognito ID token from the query string (aws-jwt-verify) and refuses the connection otherwise; $disconnect and $default run on that ' +
      'verified connection.',
  });
}
