import { type Episode } from '@praktijk/shared/schemas/episodes';
import { describe, expect, it } from 'vitest';
import { mergeEntries, moveEpisode, recentEpisodes, shortId, sortEntries, tickForMerge, withEpisode } from './episodes-logic';

function episode(id: string, overrides: Partial<Episode> = {}): Episode {
  return {
    id,
    patient_id: 'p',
    name: `Episode ${id}`,
    icpc_id: null,
    icpc: null,
    start: '2025-03-01',
    end: null,
    active: true,
    bookmarked: false,
    sort_order: 0,
    merged_ids: [],
    created: '2025-03-01T10:00:00.000Z',
    consistency_token: `t-${id}`,
    ...overrides,
  };
}

describe('merge ticks', () => {
  it('keeps the order of ticking, so the first ticked leads', () => {
    const ticked = tickForMerge(tickForMerge([], episode('b'), true), episode('a'), true);
    expect(ticked).toEqual(['b', 'a']);
    expect(mergeEntries(ticked)).toEqual([
      { id: 'b', leading: true },
      { id: 'a', leading: false },
    ]);
  });

  it('ticks only active episodes, never more than two, and unticks', () => {
    expect(tickForMerge([], episode('x', { active: false }), true)).toEqual([]);
    expect(tickForMerge(['a', 'b'], episode('c'), true)).toEqual(['a', 'b']);
    expect(tickForMerge(['a'], episode('a'), true)).toEqual(['a']);
    expect(tickForMerge(['a', 'b'], episode('a'), false)).toEqual(['b']);
  });

  it('refuses a merge request without exactly two', () => {
    expect(() => mergeEntries(['a'])).toThrow();
  });
});

describe('order', () => {
  const list = [episode('a'), episode('b'), episode('c'), episode('d')];
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

  it("moves an episode onto another one's place, down or up", () => {
    expect(ids(moveEpisode(list, 'a', 'c'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(moveEpisode(list, 'd', 'b'))).toEqual(['a', 'd', 'b', 'c']);
    expect(ids(moveEpisode(list, 'b', 'b'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveEpisode(list, 'b', 'zz'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sends every episode with its position', () => {
    expect(sortEntries(moveEpisode(list, 'c', 'a'))).toEqual([
      { id: 'c', sort_order: 0 },
      { id: 'a', sort_order: 1 },
      { id: 'b', sort_order: 2 },
      { id: 'd', sort_order: 3 },
    ]);
  });
});

describe('recent episodes of the decursus', () => {
  const seven = ['1', '2', '3', '4', '5', '6', '7'].map((id) => episode(id));
  const ids = (items: readonly Episode[]) => items.map((item) => item.id);

  it('shows at most 5', () => {
    expect(ids(recentEpisodes(seven, null))).toEqual(['1', '2', '3', '4', '5']);
    expect(ids(recentEpisodes(seven, '3'))).toEqual(['1', '2', '3', '4', '5']);
    expect(ids(recentEpisodes(seven.slice(0, 2), null))).toEqual(['1', '2']);
  });

  it('always shows the linked one, in the place of the 5th', () => {
    expect(ids(recentEpisodes(seven, '7'))).toEqual(['1', '2', '3', '4', '7']);
  });

  it('ignores a link to an episode that is not active', () => {
    expect(ids(recentEpisodes(seven, 'gone'))).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('cache helpers', () => {
  it('replaces a saved episode in place and appends a new one', () => {
    const list = [episode('a'), episode('b')];
    const renamed = episode('a', { name: 'Renamed', consistency_token: 't2' });
    expect(withEpisode(list, renamed).map((e) => e.name)).toEqual(['Renamed', 'Episode b']);
    expect(withEpisode(list, episode('c')).map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(withEpisode(undefined, episode('c')).map((e) => e.id)).toEqual(['c']);
  });

  it('shortens ids to their last 6 characters', () => {
    expect(shortId('01JA0000000000000000ABCDEF')).toBe('ABCDEF');
  });
});
