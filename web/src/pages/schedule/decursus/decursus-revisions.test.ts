import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import { decursusRevisionContent } from './decursus-revisions';

const K86: CatalogueItem = { id: 'K86', code: 'K86', name: 'Hypertension uncomplicated', parent: 'K', parent_id: 'K', parent_name: 'Cardiovascular' };

describe('decursus revision content', () => {
  it('names each field as the form does, the codes by code and name, n/a when empty', () => {
    const revision = {
      history_id: 'r2',
      version: 2,
      history_user: 'Dr. A',
      history_date: '2025-03-14T10:00:00.000Z',
      history_change_reason: null,
      changes: [
        { field: 'subjective', value: 'Headache\nsince Monday' },
        { field: 'objective', value: '' },
        { field: 'evaluation', value: 'Hypertension' },
        { field: 'icpc_evaluation_id', value: 'K86' },
        { field: 'icpc_subjective_id', value: null },
      ],
    };
    expect(decursusRevisionContent(revision, [K86]).split('\n')).toEqual([
      'Subjective: Headache',
      'since Monday',
      'Objective: n/a',
      'Evaluation: Hypertension',
      'Policy: n/a',
      'Comments: n/a',
      'ICPC Subjective: n/a',
      'ICPC Evaluation: K86 Hypertension uncomplicated',
    ]);
  });

  it('shows an id it cannot name as it is', () => {
    const revision = {
      history_id: 'r',
      version: 1,
      history_user: 'x',
      history_date: '',
      history_change_reason: null,
      changes: [{ field: 'icpc_subjective_id', value: 'Q99' }],
    };
    expect(decursusRevisionContent(revision, [])).toContain('ICPC Subjective: Q99');
  });
});
