import { type APIGatewayProxyResult, type Context } from 'aws-lambda';
import { type ResourceName } from '@praktijk/shared/routes';

// The twin calls the very handler modules the Lambdas run, in this process. Each resource
// module is imported on first use, like a cold start.
type Handler = (event: unknown, context: Context) => Promise<APIGatewayProxyResult | void>;
const loaded = new Map<string, Promise<Handler>>();

type Loader = () => Promise<{ handler: unknown }>;
// Typed by ResourceName, so a resource added to the route table without its module here fails the typecheck.
const REST_MODULES: Record<ResourceName, Loader> = {
  auth: () => import('@praktijk/functions/auth/handler'),
  users: () => import('@praktijk/functions/users/handler'),
  planning: () => import('@praktijk/functions/planning/handler'),
  patients: () => import('@praktijk/functions/patients/handler'),
  health: () => import('@praktijk/functions/health/handler'),
  treatments: () => import('@praktijk/functions/treatments/handler'),
  decursus: () => import('@praktijk/functions/decursus/handler'),
  episodes: () => import('@praktijk/functions/episodes/handler'),
  letters: () => import('@praktijk/functions/letters/handler'),
  catalogue: () => import('@praktijk/functions/catalogue/handler'),
};
const MODULES: Record<string, Loader> = {
  ...Object.fromEntries(Object.entries(REST_MODULES).map(([name, load]) => [`rest:${name}`, load])),
  'ws:connect': () => import('@praktijk/functions/realtime/connect'),
  'ws:disconnect': () => import('@praktijk/functions/realtime/disconnect'),
  'ws:default': () => import('@praktijk/functions/realtime/default'),
};

export function resourceHandler(name: `rest:${ResourceName}` | 'ws:connect' | 'ws:disconnect' | 'ws:default'): Promise<Handler> {
  let handler = loaded.get(name);
  if (!handler) {
    const load = MODULES[name];
    if (!load) throw new Error(`No handler module for ${name}`);
    handler = load().then((m) => m.handler as Handler);
    loaded.set(name, handler);
  }
  return handler;
}

let invocations = 0;
export function lambdaContext(functionName: string): Context {
  const id = `twin-${Date.now().toString(36)}-${(invocations++).toString(36)}`;
  return {
    awsRequestId: id,
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'twin',
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
