import * as z from 'zod';
import { APP_VERSION } from './constants';
import { resourcePath, routes as routeTable } from './routes';
import { type ResourceName, type RouteDefinition } from './route-types';

// An OpenAPI 3.0 document generated from the route table, in two forms from one builder:
// - published (`npm run openapi`, the twin's /api/openapi.json): the spec's paths with their
//   trailing slash and every input and output schema, for integrators;
// - API Gateway (the REST API's definition, deployed with SpecRestApi): resource paths without
//   the trailing slash, a Lambda proxy integration per route and the Cognito authorizer, and no
//   schemas: the Lambda validates with the route's zod schema and answers the spec's 400 shape,
//   so the gateway must not answer bad input with its own.

type Json = Record<string, unknown>;

export interface ApiGatewayBinding {
  /** The Lambda proxy integration URI of a resource's Lambda (CDK tokens welcome). */
  integrationUri: (resource: ResourceName) => string;
  /** The user pool whose ID tokens the authorizer accepts. */
  userPoolArn: string;
}

export interface OpenApiOptions {
  /** Defaults to the route table; tests pass a padded one. */
  routes?: readonly RouteDefinition[];
  /** Present for the definition API Gateway imports; absent for the published document. */
  apiGateway?: ApiGatewayBinding;
  version?: string;
}

export const COGNITO_SECURITY_SCHEME = 'cognito';
const REQUEST_VALIDATOR = 'params-and-body';
const ERRORS_REF = { $ref: '#/components/schemas/Errors' };
const ERRORS_SCHEMA = {
  type: 'object',
  description: 'Field errors by field name; errors about the request as a whole under non_field_errors.',
  properties: { non_field_errors: { type: 'array', items: { type: 'string' } } },
  additionalProperties: { type: 'array', items: { type: 'string' } },
};

export function openApiDocument(options: OpenApiOptions = {}): Json {
  const table = options.routes ?? (routeTable as readonly RouteDefinition[]);
  const gateway = options.apiGateway;
  const paths: Record<string, Record<string, Json>> = Object.create(null) as Record<string, Record<string, Json>>;
  for (const route of table) {
    const key = gateway ? resourcePath(route) : route.path;
    (paths[key] ??= {})[route.method.toLowerCase()] = gateway ? gatewayOperation(route, gateway) : publishedOperation(route);
  }
  return {
    openapi: '3.0.1',
    info: {
      title: 'Praktijk REST API',
      version: options.version ?? APP_VERSION,
      description: 'Generated from the route table in shared/src/routes. Sign in with Cognito and send the ID token as "Authorization: Bearer <token>".',
    },
    paths: { ...paths },
    components: {
      securitySchemes: { [COGNITO_SECURITY_SCHEME]: securityScheme(gateway) },
      ...(gateway ? {} : { schemas: { Errors: ERRORS_SCHEMA } }),
    },
    ...(gateway ? gatewayExtensions() : {}),
  };
}

function securityScheme(gateway: ApiGatewayBinding | undefined): Json {
  const scheme: Json = { type: 'apiKey', name: 'Authorization', in: 'header', description: 'A Cognito ID token, as "Bearer <token>" or bare.' };
  if (!gateway) return scheme;
  return {
    ...scheme,
    'x-amazon-apigateway-authtype': 'cognito_user_pools',
    'x-amazon-apigateway-authorizer': {
      type: 'cognito_user_pools',
      providerARNs: [gateway.userPoolArn],
      identitySource: 'method.request.header.Authorization',
    },
  };
}

function gatewayExtensions(): Json {
  return {
    // Validates what the definition declares (path parameters); bodies have no models here.
    'x-amazon-apigateway-request-validators': { [REQUEST_VALIDATOR]: { validateRequestBody: true, validateRequestParameters: true } },
    'x-amazon-apigateway-request-validator': REQUEST_VALIDATOR,
    // API Gateway answers an unknown path or method 403 "Missing Authentication Token"; the web
    // client signs out on 403, so answer it as the twin does: 404.
    'x-amazon-apigateway-gateway-responses': {
      MISSING_AUTHENTICATION_TOKEN: { statusCode: 404, responseTemplates: { 'application/json': JSON.stringify({ detail: 'Not found.' }) } },
    },
  };
}

const isPublic = (route: RouteDefinition): boolean => route.access.kind === 'public';
const security = (route: RouteDefinition): Json => (isPublic(route) ? { security: [] } : { security: [{ [COGNITO_SECURITY_SCHEME]: [] }] });

function pathParameterNames(route: RouteDefinition): string[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

function gatewayOperation(route: RouteDefinition, gateway: ApiGatewayBinding): Json {
  return {
    operationId: route.operation,
    summary: route.summary,
    ...security(route),
    parameters: pathParameterNames(route).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    responses: { '200': { description: "The Lambda's answer, passed through unchanged." } },
    'x-amazon-apigateway-integration': {
      type: 'aws_proxy',
      httpMethod: 'POST', // Lambda is always invoked with POST, whatever the route's method
      uri: gateway.integrationUri(route.resource),
      passthroughBehavior: 'when_no_match',
    },
  };
}

function publishedOperation(route: RouteDefinition): Json {
  const pathSchemas = objectProperties(route.params, 'input');
  const query = objectSchema(route.query, 'input');
  const queryRequired = new Set(query?.required ?? []);
  return {
    operationId: route.operation,
    summary: route.summary,
    tags: [route.resource],
    'x-praktijk-access': route.access,
    ...security(route),
    parameters: [
      ...pathParameterNames(route).map((name) => ({ name, in: 'path', required: true, schema: pathSchemas[name] ?? { type: 'string' } })),
      ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: queryRequired.has(name), schema })),
    ],
    ...requestBody(route),
    responses: responses(route),
  };
}

function requestBody(route: RouteDefinition): Json {
  if (!route.body) return {};
  return { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } };
}

function responses(route: RouteDefinition): Json {
  const error = (description: string) => ({ description, content: { 'application/json': { schema: ERRORS_REF } } });
  const success = route.response ? { content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } } : {};
  return {
    '2XX': { description: 'Success', ...success },
    '400': error('Bad input: field errors'),
    ...(isPublic(route) ? {} : { '401': { description: 'No token, or an expired or forged one' }, '403': { description: 'The user lacks the permission' } }),
    ...(pathParameterNames(route).length ? { '404': { description: 'Unknown id, or an id of another practice' } } : {}),
  };
}

/**
 * The JSON Schema (OpenAPI 3.0 dialect) of a zod schema. What JSON Schema cannot say (a
 * refinement, a transform) is left out, so the document describes less rather than failing:
 * the Lambda's validation stays the authority.
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  try {
    return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any', reused: 'inline', cycles: 'throw' }) as Json;
  } catch {
    return { description: 'Not expressible in JSON Schema; the API validates it and answers 400 with field errors.' };
  }
}

interface ObjectSchema {
  properties?: Record<string, Json>;
  required?: string[];
}

function objectSchema(schema: z.ZodType | undefined, io: 'input' | 'output'): ObjectSchema | undefined {
  if (!schema) return undefined;
  const json = jsonSchema(schema, io) as ObjectSchema & { type?: unknown };
  return json.type === 'object' ? json : undefined;
}

function objectProperties(schema: z.ZodType | undefined, io: 'input' | 'output'): Record<string, Json> {
  return objectSchema(schema, io)?.properties ?? {};
}
