import { describe, expect, it } from 'vitest';
import { sideBySideDiff } from './line-diff';

describe('side-by-side diff', () => {
  it('shows equal texts as equal rows', () => {
    expect(sideBySideDiff('a\nb', 'a\nb')).toEqual([
      { left: { text: 'a', kind: 'same' }, right: { text: 'a', kind: 'same' } },
      { left: { text: 'b', kind: 'same' }, right: { text: 'b', kind: 'same' } },
    ]);
  });

  it('puts an edited line on one row and marks lines only one side has', () => {
    const rows = sideBySideDiff('title\nold line\ngone\nend', 'title\nnew line\nend\nextra');
    expect(rows).toEqual([
      { left: { text: 'title', kind: 'same' }, right: { text: 'title', kind: 'same' } },
      { left: { text: 'old line', kind: 'changed' }, right: { text: 'new line', kind: 'changed' } },
      { left: { text: 'gone', kind: 'removed' }, right: null },
      { left: { text: 'end', kind: 'same' }, right: { text: 'end', kind: 'same' } },
      { left: null, right: { text: 'extra', kind: 'added' } },
    ]);
  });

  it('handles an empty old text', () => {
    expect(sideBySideDiff('', 'x')).toEqual([{ left: { text: '', kind: 'changed' }, right: { text: 'x', kind: 'changed' } }]);
  });
});
