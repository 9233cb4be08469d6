import { describe, expect, it } from 'vitest';
import { letterNameKey, sameLetterName } from './letter-names';

describe('letter names', () => {
  it('are the same name in any case and spacing', () => {
    expect(sameLetterName('Verwijsbrief  Cardioloog ', 'verwijsbrief cardioloog')).toBe(true);
    expect(sameLetterName('Brief\tA', 'brief a')).toBe(true);
    expect(letterNameKey('  Één  brief ')).toBe('één brief');
  });

  it('are other names when the words differ', () => {
    expect(sameLetterName('Brief A', 'Brief B')).toBe(false);
    expect(sameLetterName('BriefA', 'Brief A')).toBe(false);
  });
});
