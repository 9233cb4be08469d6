import { describe, expect, it } from 'vitest';
import { crumbsOf, documentTitleFor, labelled } from './route-handle';

const matches = [
  { handle: undefined, params: {}, pathname: '/' },
  { handle: labelled('Planning'), params: { username: 'a@p.test' }, pathname: '/planning' },
  { handle: labelled((params) => params.username ?? ''), params: { username: 'a@p.test' }, pathname: '/planning/physicians/a@p.test' },
];

describe('route labels', () => {
  it('make breadcrumbs from the labelled routes, with parameters filled in', () => {
    expect(crumbsOf(matches)).toEqual([
      { label: 'Planning', pathname: '/planning' },
      { label: 'a@p.test', pathname: '/planning/physicians/a@p.test' },
    ]);
  });

  it('make the document title, page first', () => {
    expect(documentTitleFor(crumbsOf(matches))).toBe('a@p.test · Planning · Praktijk');
    expect(documentTitleFor([])).toBe('Praktijk');
  });
});
