import { type DynamoDBClient } from '@aws-sdk/client-dynamodb';

// Counts DynamoDB round trips by command name, for `npm run bench` (issue 10's budget: a screen's
// requests each within 3 round trips and no Scan). Only installed when PRAKTIJK_COUNT_DB_CALLS=1,
// which the bench sets before the twin starts; deployed functions never carry it.
export interface DbCallLog {
  count: number;
  commands: string[];
}

export const dbCalls: DbCallLog = { count: 0, commands: [] };

export function countingEnabled(): boolean {
  return process.env.PRAKTIJK_COUNT_DB_CALLS === '1';
}

/** Resets the log and returns what it held: the calls made since the last take. */
export function takeDbCalls(): DbCallLog {
  const taken = { count: dbCalls.count, commands: [...dbCalls.commands] };
  dbCalls.count = 0;
  dbCalls.commands = [];
  return taken;
}

export function installCallCounter(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      dbCalls.count += 1;
      dbCalls.commands.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'praktijkCallCounter' },
  );
}
