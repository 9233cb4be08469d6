// What queue.ts loads with its first message: a module of its own so that esbuild still keeps only
// these two of the SQS client's exports (a dynamic import of the package itself keeps them all).
export { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
