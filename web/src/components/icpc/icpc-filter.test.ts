import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import { ALL_TAGS, chapterCodes, icpcChapters, icpcComponentTags, icpcLabel, quickSearch, quickSearchReady } from './icpc-filter';

function item(code: string, name: string, parent: string | null, tag?: string, color?: string): CatalogueItem {
  return { id: code, code, name, parent, parent_id: parent, parent_name: null, ...(tag ? { tag, color } : {}) };
}

const SYMPTOM = 'Symptoms/complaints';
const DIAGNOSIS = 'Diagnoses/diseases';
const PROCESS = 'Diagnostic/screening';
// Catalogue order as the server answers: chapters first, then each chapter's codes by code.
const ITEMS: CatalogueItem[] = [
  item('A', 'General and unspecified', null),
  item('K', 'Cardiovascular', null),
  item('T', 'Endocrine/metabolic and nutritional', null),
  item('A03', 'Fever', 'A', SYMPTOM, '#e07941'),
  item('A34', 'Blood test', 'A', PROCESS, '#0972d3'),
  item('A70', 'Tuberculosis', 'A', DIAGNOSIS, '#d91515'),
  item('K01', 'Heart pain', 'K', SYMPTOM, '#e07941'),
  item('K34', 'Blood test', 'K', PROCESS, '#0972d3'),
  item('K86', 'Hypertension uncomplicated', 'K', DIAGNOSIS, '#d91515'),
  item('K87', 'Hypertension complicated', 'K', DIAGNOSIS, '#d91515'),
  item('T90', 'Diabetes non-insulin dependent', 'T', DIAGNOSIS, '#d91515'),
  item('T89', 'Diabétes insulin dependent', 'T', DIAGNOSIS, '#d91515'),
];

const codes = (found: readonly CatalogueItem[]) => found.map((found) => found.code);

describe('ICPC quick search', () => {
  it('starts at 2 characters (letters or digits)', () => {
    expect(quickSearchReady('k')).toBe(false);
    expect(quickSearchReady(' k ')).toBe(false);
    expect(quickSearchReady('k-')).toBe(false);
    expect(quickSearchReady('k8')).toBe(true);
    expect(quickSearch(ITEMS, 'k')).toEqual([]);
  });

  it('matches code, name and component of child codes only, never a chapter', () => {
    expect(codes(quickSearch(ITEMS, 'k86'))).toEqual(['K86']);
    expect(codes(quickSearch(ITEMS, 'hypert'))).toEqual(['K86', 'K87']);
    expect(codes(quickSearch(ITEMS, 'complaints'))).toEqual(['A03', 'K01']);
    expect(codes(quickSearch(ITEMS, 'cardiovascular'))).toEqual([]);
  });

  it('matches inside words, ignores accents and case, and needs every word', () => {
    expect(codes(quickSearch(ITEMS, 'TENSION'))).toEqual(['K86', 'K87']);
    // T89's name starts with the words (ranked first); T90 holds them further in.
    expect(codes(quickSearch(ITEMS, 'diabetes insulin'))).toEqual(['T89', 'T90']);
    expect(codes(quickSearch(ITEMS, 'diabetes non-insulin'))).toEqual(['T90']);
    expect(codes(quickSearch(ITEMS, 'hypertension complicated uncomplicated'))).toEqual(['K86']);
  });

  it('puts codes that start with the term first, then names that do, keeping catalogue order within', () => {
    expect(codes(quickSearch(ITEMS, 'bl'))).toEqual(['A34', 'K34']);
    // 't8' starts T89 (code) while K86/K87 hold no t8: only T89.
    expect(codes(quickSearch(ITEMS, 't8'))).toEqual(['T89']);
    // 'te': no code starts with it; 'Test'? none. Names containing 'te': Hypertension (K86, K87), Blood test (A34, K34).
    expect(codes(quickSearch(ITEMS, 'te'))).toEqual(['A34', 'K34', 'K86', 'K87', 'T90', 'T89']);
  });

  it('filters by component; ALL keeps every one', () => {
    expect(codes(quickSearch(ITEMS, 'blood', PROCESS))).toEqual(['A34', 'K34']);
    expect(codes(quickSearch(ITEMS, 'blood', SYMPTOM))).toEqual([]);
    expect(codes(quickSearch(ITEMS, 'ea', ALL_TAGS))).toEqual(['A70', 'K01', 'K86', 'K87', 'T90', 'T89']);
    expect(codes(quickSearch(ITEMS, 'ea', DIAGNOSIS))).toEqual(['A70', 'K86', 'K87', 'T90', 'T89']);
    expect(codes(quickSearch(ITEMS, 'ea', SYMPTOM))).toEqual(['K01']);
  });
});

describe('ICPC chapters and components', () => {
  it('lists chapters in catalogue order', () => {
    expect(codes(icpcChapters(ITEMS))).toEqual(['A', 'K', 'T']);
  });

  it('lists the components in rubric order with their colours', () => {
    expect(icpcComponentTags(ITEMS)).toEqual([
      { tag: SYMPTOM, color: '#e07941' },
      { tag: PROCESS, color: '#0972d3' },
      { tag: DIAGNOSIS, color: '#d91515' },
    ]);
  });

  it("shows a chapter's codes, filtered from the first character", () => {
    expect(codes(chapterCodes(ITEMS, 'K', ''))).toEqual(['K01', 'K34', 'K86', 'K87']);
    expect(codes(chapterCodes(ITEMS, 'K', 'h'))).toEqual(['K01', 'K86', 'K87']);
    expect(codes(chapterCodes(ITEMS, 'K', 'diabetes'))).toEqual([]);
    expect(codes(chapterCodes(ITEMS, 'A', 'test'))).toEqual(['A34']);
  });

  it('labels a code by code and name', () => {
    expect(icpcLabel({ code: 'K86', name: 'Hypertension uncomplicated' })).toBe('K86 Hypertension uncomplicated');
  });
});
