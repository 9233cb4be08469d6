import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import { type Revision } from '@/components/revisions/revisions';
import { bloodTypeRevisionContent, bloodTypeSchema, bloodTypeValues } from './blood-type-values';

const TYPES: CatalogueItem[] = [{ id: 'O+', code: 'O+', name: 'O Rh-positive', parent: null, parent_id: null, parent_name: null }];
const revision = (value: unknown): Revision => ({
  history_id: 'h1',
  version: 1,
  history_user: 'Anna de Vries',
  history_date: '2025-01-31T12:00:00Z',
  changes: [{ field: 'type_id', value }],
});

describe('Blood Type sub-tab (spec 2 §4, §5)', () => {
  it('starts without a type when the patient has none, else from the record', () => {
    expect(bloodTypeValues(null)).toEqual({ type_id: null });
    expect(bloodTypeValues({ type_id: 'A-' })).toEqual({ type_id: 'A-' });
  });

  it('requires a type with the spec text', () => {
    const checked = bloodTypeSchema.safeParse({ type_id: null });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.message).toBe('This field is required.');
    expect(bloodTypeSchema.safeParse({ type_id: 'O+' }).success).toBe(true);
  });

  it('compares revisions by the type name, the id when the catalogue lacks it', () => {
    expect(bloodTypeRevisionContent(revision('O+'), TYPES)).toBe('Type: O Rh-positive');
    expect(bloodTypeRevisionContent(revision('XX'), TYPES)).toBe('Type: XX');
    expect(bloodTypeRevisionContent(revision(null), TYPES)).toBe('Type: n/a');
  });
});
