import Box from '@cloudscape-design/components/box';
import { NOT_AVAILABLE } from '@/components/table/paging';
import { type ShownChange } from './log-format';

/** The changed fields of one log entry: the field's label, its old and its new value, in words. */
export function LogChanges({ changes }: { changes: readonly ShownChange[] }) {
  return (
    <ul className="praktijk-log-changes">
      {changes.map((change) => (
        <li key={change.field} data-testid="log-change">
          <Box variant="span" fontWeight="bold">
            {change.label}
          </Box>
          : {change.old || NOT_AVAILABLE} → {change.new || NOT_AVAILABLE}
        </li>
      ))}
    </ul>
  );
}
