import { Stack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { type IUserPool } from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import { type IFunction } from 'aws-cdk-lib/aws-lambda';
import { type Construct } from 'constructs';
import { openApiDocument } from '@praktijk/shared/openapi';
import { type ResourceName, type RouteDefinition } from '@praktijk/shared/routes';

export interface RouteTableApiProps extends Omit<apigateway.SpecRestApiProps, 'apiDefinition'> {
  routes: readonly RouteDefinition[];
  handlers: Record<ResourceName, IFunction>;
  userPool: IUserPool;
}

/**
 * The REST API as one OpenAPI definition generated from the shared route table: every route a
 * Lambda proxy to its resource's Lambda, the Cognito authorizer on every route the table does not
 * mark public. Routes cost no CloudFormation resources (the definition is one property of the
 * RestApi), so the stack stays far below CloudFormation's 500 at the specification's ~200 calls.
 * The Lambda enforces each route's finer access rules (roles, permissions) from the claims.
 */
export class RouteTableApi extends apigateway.SpecRestApi {
  readonly definition: Record<string, unknown>;

  constructor(scope: Construct, id: string, props: RouteTableApiProps) {
    const stack = Stack.of(scope);
    const definition = openApiDocument({
      routes: props.routes,
      apiGateway: {
        integrationUri: (resource) =>
          `arn:${stack.partition}:apigateway:${stack.region}:lambda:path/2015-03-31/functions/${props.handlers[resource].functionArn}/invocations`,
        userPoolArn: props.userPool.userPoolArn,
      },
    });
    super(scope, id, { ...props, apiDefinition: apigateway.ApiDefinition.fromInline(definition) });
    this.definition = definition;
    // CDK hashes a RestApi's methods into its deployment's logical id; a SpecRestApi has none, so
    // hash the definition, or a changed route table would never reach the stage.
    this.latestDeployment?.addToLogicalId(definition);
    this.allowInvoke(props.handlers);
  }

  /**
   * One invoke permission per function for the whole API, not one per route: a resource with
   * many routes would otherwise outgrow the Lambda resource policy's size limit.
   */
  private allowInvoke(handlers: Record<ResourceName, IFunction>): void {
    const sourceArn = this.arnForExecuteApi('*', '/*', '*');
    for (const [resource, handler] of Object.entries(handlers)) {
      handler.addPermission(`InvokeFrom${this.node.id}-${resource}`, { principal: new iam.ServicePrincipal('apigateway.amazonaws.com'), sourceArn });
    }
  }
}
