import Box from '@cloudscape-design/components/box';
import Grid from '@cloudscape-design/components/grid';
import { type CSSProperties } from 'react';
import { type DiffCell, type DiffRow } from './line-diff';

// Colours plus a '−'/'+' marker, so the difference does not rest on colour alone.
const BACKGROUND: Record<DiffCell['kind'], string | undefined> = { same: undefined, removed: '#fde7e9', added: '#e6f4ea', changed: '#fff4ce' };
const MARKER: Record<DiffCell['kind'], string> = { same: ' ', removed: '−', added: '+', changed: '~' };

const lineStyle = (cell: DiffCell | null): CSSProperties => ({
  background: cell ? BACKGROUND[cell.kind] : '#f4f4f4',
  fontFamily: 'monospace',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  minHeight: '1.5em',
  padding: '0 6px',
});

function Side({ rows, side, label, testId }: { rows: DiffRow[]; side: 'left' | 'right'; label: string; testId: string }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div role="list" aria-label={label} data-testid={testId} style={{ border: '1px solid #d1d5db', borderRadius: 6, overflow: 'hidden' }}>
        {rows.map((row, index) => {
          const cell = row[side];
          return (
            <div key={index} role="listitem" data-kind={cell?.kind ?? 'none'} style={lineStyle(cell)}>
              <span aria-hidden="true">{cell ? MARKER[cell.kind] : ' '} </span>
              {cell?.text ?? ''}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The old content beside the latest content, row for row. */
export function DiffView({ rows, oldLabel, newLabel }: { rows: DiffRow[]; oldLabel: string; newLabel: string }) {
  return (
    <Grid gridDefinition={[{ colspan: 6 }, { colspan: 6 }]}>
      <Side rows={rows} side="left" label={oldLabel} testId="revision-old" />
      <Side rows={rows} side="right" label={newLabel} testId="revision-latest" />
    </Grid>
  );
}
