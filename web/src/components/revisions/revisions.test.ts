import { describe, expect, it } from 'vitest';
import { byVersion, initialRevisionIndex, revisionContent, revisionsTitle, revisionSummary, type Revision } from './revisions';

const revision = (version: number, changes: Revision['changes']): Revision => ({
  history_id: `h${version}`,
  version,
  history_user: 'Anna de Vries',
  history_date: '2025-01-31T17:05:00Z',
  history_change_reason: null,
  changes,
});

describe('revisions', () => {
  it('titles the dialog with the count', () => {
    expect(revisionsTitle(3, 'Blood type')).toBe('3 Blood type Revision(s)');
  });

  it('orders by version and starts at the one before the latest', () => {
    expect(byVersion([revision(3, []), revision(1, []), revision(2, [])]).map((r) => r.version)).toEqual([1, 2, 3]);
    expect(initialRevisionIndex(3)).toBe(1);
    expect(initialRevisionIndex(1)).toBe(0);
  });

  it('writes content and summary', () => {
    expect(
      revisionContent(
        revision(1, [
          { field: 'type', value: 'A+' },
          { field: 'note', value: null },
          { field: 'n', value: 3 },
        ]),
      ),
    ).toBe('type: A+\nnote: n/a\nn: 3');
    expect(revisionSummary(revision(2, []))).toBe('Version 2 by Anna de Vries on 31-01-2025 14:05');
  });
});
