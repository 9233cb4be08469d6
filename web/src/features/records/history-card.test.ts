import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import { browsable, canAddCode, historyRevisionContent, historyValues, icpcText, withCode } from './history-card';

const item = (id: string, name: string): CatalogueItem => ({ id, code: id, name, parent: 'K', parent_id: null, parent_name: null });
const ICPC = [item('K86', 'Hypertension uncomplicated'), item('R96', 'Asthma')];

describe('General History card (spec 3 §2, §5)', () => {
  it('starts empty without a history, else from it', () => {
    expect(historyValues(null)).toEqual({ description: '', icpc_ids: [] });
    expect(historyValues({ description: 'Astma', icpc_ids: ['R96'] })).toEqual({ description: 'Astma', icpc_ids: ['R96'] });
  });

  it('adds a code once and at most five', () => {
    expect(withCode(['K86'], 'R96')).toEqual(['K86', 'R96']);
    expect(withCode(['K86'], 'K86')).toEqual(['K86']);
    const five = ['A01', 'B02', 'D03', 'F04', 'H05'];
    expect(canAddCode(five)).toBe(false);
    expect(canAddCode(five.slice(0, 4))).toBe(true);
    expect(withCode(five, 'K86')).toEqual(five);
  });

  it('names codes from the catalogue, the code alone while unknown', () => {
    expect(icpcText(ICPC, 'K86')).toBe('K86 Hypertension uncomplicated');
    expect(icpcText([], 'K86')).toBe('K86');
  });

  it('lets revisions be browsed from two versions on', () => {
    expect(browsable(undefined)).toBe(false);
    expect(browsable(1)).toBe(false);
    expect(browsable(2)).toBe(true);
  });

  it('compares versions by description and codes by name', () => {
    const revision = {
      history_id: 'h',
      version: 2,
      history_user: 'Dr. A',
      history_date: '2026-01-05T12:00:00.000Z',
      history_change_reason: null,
      changes: [
        { field: 'description', value: 'Astma sinds de jeugd.' },
        { field: 'icpc_ids', value: ['R96', 'K86'] },
      ],
    };
    expect(historyRevisionContent(revision, ICPC)).toBe(
      'Description: Astma sinds de jeugd.\nICPC codes: R96 Asthma\nICPC codes: K86 Hypertension uncomplicated',
    );
    expect(historyRevisionContent({ ...revision, changes: [{ field: 'description', value: '' }] }, ICPC)).toBe('Description: n/a');
  });
});
