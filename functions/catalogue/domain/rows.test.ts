import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CatalogueEntry } from '@praktijk/shared/schemas/catalogue';
import { SEARCH_INDEX_THRESHOLD, SEARCH_INDEXED, unpackItem, type ItemsRow, type PackedItem, type SearchData, type SearchRow } from './layout';
import { REFERENCE_CATALOGUES } from './registry';
import { buildCatalogue, catalogueHash, combinedHash, REFERENCE_NAMES, ROW_LAYOUT } from './rows';

const built = new Map(REFERENCE_NAMES.map((name) => [name, buildCatalogue(name)]));

describe('catalogue rows', () => {
  it('indexes exactly the catalogues above the threshold', () => {
    const large = REFERENCE_NAMES.filter((n) => REFERENCE_CATALOGUES[n].entries.length > SEARCH_INDEX_THRESHOLD);
    expect([...SEARCH_INDEXED].sort()).toEqual(large.sort());
  });

  it("keeps every item far below DynamoDB's 400 KB", () => {
    for (const catalogue of built.values()) {
      for (const row of catalogue.rows) expect(Buffer.byteLength(JSON.stringify(row)), `${catalogue.name} ${row.SK}`).toBeLessThan(200_000);
    }
  });

  it('stores a small catalogue as one item with every entry in order', () => {
    const { rows } = built.get('titles')!;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ PK: 'CAT#titles', SK: 'ALL' });
    const items = (JSON.parse(rows[0]!.data) as PackedItem[]).map(unpackItem);
    expect(items.map((i) => i.code)).toEqual(REFERENCE_CATALOGUES.titles.entries.map((e) => e.code));
    expect(items[0]).toMatchObject({ id: 'DHR', parent: null, parent_name: null, order: 0 });
  });

  it('groups a large catalogue by parent, with the parent name, and finds deep groups under their root', () => {
    const rows = built.get('referral_tests')!.rows.filter((r): r is ItemsRow => r.entity === 'catalogue-items');
    const hem = rows.find((r) => r.SK === 'GROUP#LAB-HEM')!;
    expect(hem).toMatchObject({ GSI1PK: 'CAT#referral_tests#ROOT#LAB' });
    expect((JSON.parse(hem.data) as PackedItem[]).map(unpackItem)[0]).toMatchObject({
      parent: 'LAB-HEM',
      parent_id: 'LAB-HEM',
      parent_name: 'Haematology',
      level: 2,
    });
    expect(rows.find((r) => r.SK === 'GROUP#LAB')).not.toHaveProperty('GSI1PK');
    const addresses = built.get('addresses')!.rows.filter((r) => r.entity === 'catalogue-items');
    expect(addresses.length).toBeGreaterThan(20);
  });

  it('lists every token of every item in a search item keyed by its first one or two letters', () => {
    for (const name of SEARCH_INDEXED) {
      const buckets = new Map(
        built
          .get(name)!
          .rows.filter((r): r is SearchRow => r.entity === 'catalogue-search')
          .map((r) => [r.SK, JSON.parse(r.data) as SearchData]),
      );
      for (const entry of REFERENCE_CATALOGUES[name].entries) {
        for (const token of unpackItem({ ...entry, order: 0 }).tokens) {
          const bucket = buckets.get(token.slice(0, 2)) ?? buckets.get(token[0]!);
          expect(
            bucket?.tokens.some(([t, code]) => t === token && code === entry.code),
            `${name} ${entry.code} ${token}`,
          ).toBe(true);
        }
      }
    }
  });

  it('changes a hash when its data changes, and only then', () => {
    const source = { entries: [{ code: 'A', name: 'Alpha' }] as CatalogueEntry[] };
    expect(catalogueHash('titles', source)).toBe(catalogueHash('titles', { entries: [{ code: 'A', name: 'Alpha' }] }));
    expect(catalogueHash('titles', source)).not.toBe(catalogueHash('titles', { entries: [{ code: 'A', name: 'Alfa' }] }));
    const hashes = new Map(REFERENCE_NAMES.map((n) => [n, catalogueHash(n)]));
    expect(combinedHash(hashes)).toBe(combinedHash(new Map(hashes)));
  });

  // A change to how rows are built must come with a ROW_LAYOUT bump, or stored catalogues keep
  // the old layout (their hashes would not change). Update the fingerprint with the bump.
  it('matches the fingerprint recorded for ROW_LAYOUT', () => {
    const tree = {
      parents: 'referral_tests' as const,
      entries: [
        { code: 'LAB', name: 'Laboratory' },
        { code: 'LAB-HEM', name: 'Haematology', parent: 'LAB' },
        { code: 'LAB-HEM-HB', name: 'Haemoglobin', parent: 'LAB-HEM', unit: 'mmol/L' },
      ],
    };
    const sample = buildCatalogue('referral_tests', tree).rows.concat(buildCatalogue('titles', { entries: [{ code: 'DHR', name: 'Dhr.' }] }).rows);
    const fingerprint = createHash('sha256').update(JSON.stringify(sample)).digest('hex').slice(0, 16);
    expect({ layout: ROW_LAYOUT, fingerprint }).toEqual({ layout: 1, fingerprint: 'c0585b46b12c9a28' });
  });
});
