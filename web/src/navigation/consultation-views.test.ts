import { describe, expect, it } from 'vitest';
import { consultationPath, isConsultationView } from './consultation-views';

describe('consultation workspace views', () => {
  it('are consult and decursus; anything else is not a view', () => {
    expect(isConsultationView('consult')).toBe(true);
    expect(isConsultationView('decursus')).toBe(true);
    expect(isConsultationView('vc')).toBe(false);
    expect(isConsultationView(undefined)).toBe(false);
  });

  it('make the path a new consultation opens (spec 3 §2)', () => {
    expect(consultationPath('01JABC')).toBe('/schedule/01JABC/consult');
    expect(consultationPath('01JABC', 'decursus')).toBe('/schedule/01JABC/decursus');
  });
});
