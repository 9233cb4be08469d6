import { describe, expect, it } from 'vitest';
import { consultationPatientLabel, crumbsOf, documentTitleFor, labelled, practitionerLabel } from './route-handle';

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

  it("name a consultation's page by its patient once known, else by the route's label", () => {
    const consultation = [
      { handle: labelled(consultationPatientLabel), params: { consultationId: 'C1', viewName: 'consult' }, pathname: '/schedule/C1/consult' },
    ];
    const known = { ...names, consultationPatient: (id: string) => (id === 'C1' ? 'Anna-Maria Kromodimedjo' : undefined) };
    expect(crumbsOf(consultation, known).map((crumb) => crumb.label)).toEqual(['Anna-Maria Kromodimedjo']);
    expect(crumbsOf(consultation, names).map((crumb) => crumb.label)).toEqual(['Patient']);
    expect(crumbsOf(consultation).map((crumb) => crumb.label)).toEqual(['Patient']);
  });
});
