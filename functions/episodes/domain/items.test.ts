import { describe, expect, it } from 'vitest';
import { byBookmarkThenRecent, bySavedOrder, newSortOrder, type StoredEpisode } from './items';

const episode = (id: string, fields: Partial<StoredEpisode>): StoredEpisode => ({
  id,
  patient_id: 'P',
  name: id,
  icpc_id: null,
  start: '2024-01-01',
  end: null,
  active: true,
  bookmarked: false,
  sort_order: 0,
  created: '2024-01-01T00:00:00.000Z',
  consistency_token: 't',
  ...fields,
});

describe('episode order', () => {
  it('puts a new episode after every position a drag can save', () => {
    expect(newSortOrder(new Date('2024-01-01T00:00:00Z'))).toBeGreaterThan(100_000);
  });

  it('lists by saved position, then creation', () => {
    const list = [
      episode('c', { sort_order: 2 }),
      episode('b', { sort_order: 1, created: '2024-02-01T00:00:00.000Z' }),
      episode('a', { sort_order: 1, created: '2024-01-01T00:00:00.000Z' }),
    ];
    expect(list.sort(bySavedOrder).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows bookmarked episodes first, then the most recent', () => {
    const list = [
      episode('old', { created: '2023-01-01T00:00:00.000Z' }),
      episode('new', { created: '2024-06-01T00:00:00.000Z' }),
      episode('marked', { created: '2022-01-01T00:00:00.000Z', bookmarked: true }),
    ];
    expect(list.sort(byBookmarkThenRecent).map((e) => e.id)).toEqual(['marked', 'new', 'old']);
  });
});
