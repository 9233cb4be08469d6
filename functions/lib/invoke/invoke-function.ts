import { type InvokeCommandOutput, type LambdaClient } from '@aws-sdk/client-lambda';
import { type z } from 'zod';
import { traceAwsCalls } from '../tracing';

// Calling a helper Lambda of our own and reading its answer (the letter renderer, the thumbnailer):
// one Lambda client per container, loaded with the first call rather than at every cold start.
let lambda: LambdaClient | undefined;

/**
 * Invokes `functionName` with `request` and answers its JSON answer as `answer` parses it. The
 * helper's own failure comes back as a 200 with FunctionError: it is thrown naming `what`, never
 * with the request (which may hold a letter's text) or the answer.
 */
export async function invokeFunction<T>(functionName: string, request: unknown, answer: z.ZodType<T>, what: string): Promise<T> {
  const { InvokeCommand, LambdaClient } = await import('./lambda-client');
  lambda ??= traceAwsCalls(new LambdaClient({}));
  const out: InvokeCommandOutput = await lambda.send(new InvokeCommand({ FunctionName: functionName, Payload: Buffer.from(JSON.stringify(request)) }));
  if (out.FunctionError) throw new Error(`${what} failed (${out.FunctionError})`);
  return answer.parse(JSON.parse(Buffer.from(out.Payload ?? new Uint8Array()).toString('utf8')));
}
