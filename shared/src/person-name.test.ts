import { describe, expect, it } from 'vitest';
import { capitalisedName, capitaliseSurname, initialsOf, personName, startsLikeFormula, surnameFirstShort } from './person-name';

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

describe('capitaliseSurname (issue 21 §8)', () => {
  it('raises the first letter of every word but leaves Dutch particles as typed', () => {
    expect(capitaliseSurname('van der berg')).toBe('van der Berg');
    expect(capitaliseSurname('van der Berg')).toBe('van der Berg');
    expect(capitaliseSurname('Van der berg')).toBe('Van der Berg');
    expect(capitaliseSurname("in 't veld")).toBe("in 't Veld");
    expect(capitaliseSurname("d'oliveira")).toBe("d'Oliveira");
    expect(capitaliseSurname('dos santos')).toBe('dos Santos');
    expect(capitaliseSurname('ter horst-de vries')).toBe('ter Horst-de Vries');
    expect(capitaliseSurname('kromo-dikromo')).toBe('Kromo-Dikromo');
    expect(capitaliseSurname('kromodikromo')).toBe('Kromodikromo');
    expect(capitaliseSurname('chin a lin')).toBe('Chin A Lin');
  });

  it('waits, while typing, until the last word cannot be a particle any more', () => {
    expect(capitaliseSurname('v', { typing: true })).toBe('v');
    expect(capitaliseSurname('va', { typing: true })).toBe('va');
    expect(capitaliseSurname('van ', { typing: true })).toBe('van ');
    expect(capitaliseSurname('van d', { typing: true })).toBe('van d');
    expect(capitaliseSurname('van di', { typing: true })).toBe('van Di');
    expect(capitaliseSurname('ve', { typing: true })).toBe('Ve');
  });
});

describe('startsLikeFormula', () => {
  it('marks names a spreadsheet would run as a formula', () => {
    for (const name of ['=HYPERLINK("http://x";"klik")', '+31', '-2+3', '@SUM(A1)', ' =1+1']) expect(startsLikeFormula(name), name).toBe(true);
    for (const name of ['van der Berg', "'t Hart", 'Kromo-Dikromo']) expect(startsLikeFormula(name), name).toBe(false);
  });
});

describe('surnameFirstShort', () => {
  it('puts the surname as written first, then one initial per first name and per part of one', () => {
    expect(surnameFirstShort({ first_name: 'Soekirman', surname: 'Sastrodikromo' })).toBe('Sastrodikromo, S.');
    expect(surnameFirstShort({ first_name: 'Mei Ling', surname: 'Tjon A Fong' })).toBe('Tjon A Fong, M.L.');
    expect(surnameFirstShort({ first_name: 'Anna-Maria', surname: 'van Dijk' })).toBe('van Dijk, A.M.');
    expect(surnameFirstShort({ first_name: 'desi', surname: 'Lo Fo Sang' })).toBe('Lo Fo Sang, D.');
  });

  it('says what there is when a part is missing', () => {
    expect(surnameFirstShort({ first_name: '', surname: 'Pinas' })).toBe('Pinas');
    expect(surnameFirstShort({ first_name: 'Anna', surname: ' ' })).toBe('Anna');
    expect(initialsOf('  ')).toBe('');
  });
});
