import { describe, expect, it } from 'vitest';
import { capitalisedName, personName } from './person-name';

describe('personName', () => {
  it('joins prefix, first and last name, leaving blanks out', () => {
    expect(personName({ prefix: 'Dr.', first_name: 'Anand', last_name: 'Ramdin' })).toBe('Dr. Anand Ramdin');
    expect(personName({ prefix: '', first_name: ' Anna ', last_name: 'de Vries' })).toBe('Anna de Vries');
    expect(personName({ prefix: ' ', first_name: '', last_name: '' })).toBe('');
  });
});

describe('capitalisedName', () => {
  it('capitalises every word of a name typed all in lower case', () => {
    expect(capitalisedName('ingrid')).toBe('Ingrid');
    expect(capitalisedName('anna-maria kromosoeto')).toBe('Anna-Maria Kromosoeto');
    expect(capitalisedName('élise')).toBe('Élise');
  });

  it('keeps a name that has capitals of its own as it was typed', () => {
    expect(capitalisedName('van der Berg')).toBe('van der Berg');
    expect(capitalisedName('McDonald')).toBe('McDonald');
    expect(capitalisedName('Chin A Lin')).toBe('Chin A Lin');
    expect(capitalisedName('DE VRIES')).toBe('DE VRIES');
  });
});
