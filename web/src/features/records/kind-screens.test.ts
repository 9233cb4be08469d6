import { describe, expect, it } from 'vitest';
import { kindCards, sectionsOf } from './kind-screens';
import { RECORD_CARDS } from './record-cards';

// The tabs and the consultation's cards derive their lists from the kinds' placement; these are
// the spec's lists (spec 2 §2 sub-tabs, spec 3 §2 cards), so a placement in the wrong order or on
// a card the consultation does not have shows here. A kind not placed fails the typecheck instead.
describe('the record kinds placed on the web', () => {
  it("make the sectioned tabs' sub-tabs in the spec's order, each with its kind's view permission", () => {
    const shown = (tab: Parameters<typeof sectionsOf>[0]) => sectionsOf(tab).map((s) => [s.label, s.model]);
    expect(shown('treatments')).toEqual([
      ['Prescriptions', 'prescription'],
      ['Chronic Prescriptions', 'prescription'],
      ['Vaccinations', 'vaccination'],
    ]);
    expect(shown('health')).toEqual([
      ['Blood Type', 'bloodtype'],
      ['Vital Functions', 'vitals'],
      ['Measurements', 'measurements'],
      ['Attests', 'attest'],
      ['Allergies', 'allergies'],
    ]);
    expect(shown('referrals')).toEqual([
      ['Diagnostics Referrals', 'lab'],
      ['Patient Referrals', 'referral'],
    ]);
  });

  it('make consultation cards the consultation has, each once; the lab card shows its results chart', () => {
    const cards = kindCards();
    const known = new Set<string>(RECORD_CARDS.map((c) => c.key));
    expect([...cards.keys()].filter((key) => !known.has(key))).toEqual([]);
    expect([...cards.keys()].sort()).toEqual([
      'allergies',
      'attests',
      'bloodtype',
      'chronic',
      'lab',
      'measurements',
      'prescriptions',
      'vaccinations',
      'vitals',
    ]);
    expect(cards.get('lab')!.CardSection).toBeDefined();
    expect(cards.get('vitals')!.CardSection).toBeUndefined();
  });
});
