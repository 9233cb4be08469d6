import Box from '@cloudscape-design/components/box';
import { NOT_AVAILABLE } from '../../../../../components/table/paging';
import { type LogEntry, logValue } from './log-format';

/** The changed fields of one log entry: field name, old value and new value. */
export function LogChanges({ changes }: { changes: LogEntry['changes'] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16, wordBreak: 'break-word' }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Box variant="span" fontWeight="bold">
            {change.field}
          </Box>
          : {logValue(change.old) || NOT_AVAILABLE} → {logValue(change.new) || NOT_AVAILABLE}
        </li>
      ))}
    </ul>
  );
}
