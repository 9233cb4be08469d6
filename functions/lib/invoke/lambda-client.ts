// The Lambda client, apart so it loads with the first call of a helper Lambda, not at every cold start (as lib/jobs/sqs-client.ts).
export { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
