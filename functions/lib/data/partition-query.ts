import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from './client';
import { type CursorPartition } from './paging';

/** What a read of one partition adds to its key condition: order, Limit, start, COUNT, projection. */
export type PartitionQueryOptions = Omit<QueryCommandInput, 'TableName' | 'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeValues'>;

/**
 * The Query of one whole partition (of the table or an index): its key attribute equals its value.
 * Lists that page a partition (keyPage, the audit log and its count) build their reads here, so
 * the partition they page and the partition their cursors are checked against are one and the same.
 */
export function partitionQuery(partition: CursorPartition, options: PartitionQueryOptions = {}): QueryCommand {
  return new QueryCommand({
    ...options,
    TableName: tableName(),
    IndexName: partition.index,
    KeyConditionExpression: `${partition.attribute} = :pk`,
    ExpressionAttributeValues: { ':pk': partition.value },
  });
}
