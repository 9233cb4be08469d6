import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { type IFunction } from 'aws-cdk-lib/aws-lambda';
import { resourcePath, type ResourceName, type RouteDefinition } from '@praktijk/shared/routes';

export interface RouteTableProps {
  routes: readonly RouteDefinition[];
  handlers: Record<ResourceName, IFunction>;
  authorizer: apigateway.IAuthorizer;
  requestValidator: apigateway.IRequestValidator;
}

/**
 * Adds one API Gateway method per route of the shared route table, at the route's resource path,
 * as a Lambda proxy to the route's resource Lambda. Every route needs the Cognito authorizer
 * except those the table marks public. The Lambda enforces the route's finer access rules
 * (roles, permissions) itself from the verified claims.
 */
export function addRouteTable(api: apigateway.RestApi, props: RouteTableProps): apigateway.Method[] {
  const integrations = new Map<ResourceName, apigateway.LambdaIntegration>();
  const integrationFor = (resource: ResourceName): apigateway.LambdaIntegration => {
    let integration = integrations.get(resource);
    if (!integration) {
      // One invoke permission per function for the whole API, not one per method: a resource
      // with many routes would otherwise outgrow the Lambda resource policy's size limit.
      integration = new apigateway.LambdaIntegration(props.handlers[resource], { proxy: true, scopePermissionToMethod: false });
      integrations.set(resource, integration);
    }
    return integration;
  };

  return props.routes.map((route) => {
    const isPublic = route.access.kind === 'public';
    return api.root.resourceForPath(resourcePath(route)).addMethod(route.method, integrationFor(route.resource), {
      operationName: route.operation,
      requestValidator: props.requestValidator,
      ...(isPublic
        ? { authorizationType: apigateway.AuthorizationType.NONE }
        : { authorizationType: apigateway.AuthorizationType.COGNITO, authorizer: props.authorizer }),
    });
  });
}
