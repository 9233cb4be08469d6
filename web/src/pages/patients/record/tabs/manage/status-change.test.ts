import { describe, expect, it } from 'vitest';
import { statusChange } from './status-change';

describe('statusChange', () => {
  it('deactivates an active patient with blocked true (spec 3 §4)', () => {
    expect(statusChange(false)).toMatchObject({ blocked: true, action: 'Deactivate Patient' });
  });
  it('offers the way back for a blocked patient', () => {
    expect(statusChange(true)).toMatchObject({ blocked: false, action: 'Activate Patient' });
  });
});
