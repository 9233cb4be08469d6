import { type AccessLogItem } from '@praktijk/functions/lib/data/access-log';

// The access log as the ops script prints it (infra/scripts/access-log.ts): one line per entry,
// ids only as stored, and the cursor of the next page as one opaque word to pass back with --from.
// The cursor is the DynamoDB key where the page stopped, base64url JSON: the script is an
// operator's tool with the table's own access, so there is nothing in it to protect from them.

export function accessLogLine(entry: AccessLogItem): string {
  return [
    entry.at,
    `user ${entry.user_id}`,
    `patient ${entry.patient_id ?? '-'}`,
    entry.kind,
    `${entry.object} ${entry.object_ids.join(',')}`,
    `route ${entry.route}`,
    `request ${entry.request_id}`,
  ].join('  ');
}

export const encodeFrom = (key: Record<string, unknown>): string => Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeFrom(cursor: string): Record<string, unknown> {
  const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw new Error('Not a cursor of this script (--from).');
  return key as Record<string, unknown>;
}
