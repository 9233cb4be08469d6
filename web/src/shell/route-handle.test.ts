import { describe, expect, it } from 'vitest';
import { crumbsOf, documentTitleFor, labelled, practitionerLabel } from './route-handle';

const matches = [
  { handle: undefined, params: {}, pathname: '/' },
  { handle: labelled('Planning'), params: { username: 'a@p.test' }, pathname: '/planning' },
  { handle: labelled(practitionerLabel), params: { username: 'a@p.test' }, pathname: '/planning/physicians/a@p.test' },
];
const names = { practitioner: (username: string) => (username === 'a@p.test' ? 'Dr. Anand Ramdin' : username) };

describe('route labels', () => {
  it('make breadcrumbs from the labelled routes, with parameters named', () => {
    expect(crumbsOf(matches, names)).toEqual([
      { label: 'Planning', pathname: '/planning' },
      { label: 'Dr. Anand Ramdin', pathname: '/planning/physicians/a@p.test' },
    ]);
  });

  it('show a parameter as it is until its name is known', () => {
    expect(crumbsOf(matches).map((crumb) => crumb.label)).toEqual(['Planning', 'a@p.test']);
  });

  it('make the document title, page first', () => {
    expect(documentTitleFor(crumbsOf(matches, names))).toBe('Dr. Anand Ramdin · Planning · Praktijk');
    expect(documentTitleFor([])).toBe('Praktijk');
  });
});
