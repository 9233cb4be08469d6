// The Lambda client, apart so it loads with the first download, not at every cold start (as lib/jobs/sqs-client.ts).
export { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
