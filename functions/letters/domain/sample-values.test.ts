import { LETTER_VARIABLES } from '@praktijk/shared/schemas/letters';
import { letterVariableToken } from '@praktijk/shared/letter-markup';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill';
import { sampleLetterValues } from './sample-values';

describe('the sample patient of a preview', () => {
  it('has a value for every variable, the list variables as tables', () => {
    const values = sampleLetterValues();
    for (const name of Object.keys(LETTER_VARIABLES)) expect(values[name as keyof typeof LETTER_VARIABLES], name).toBeTruthy();
    for (const [name, declaration] of Object.entries(LETTER_VARIABLES))
      if (declaration.list) expect(values[name as keyof typeof LETTER_VARIABLES], name).toMatch(/^<table/);
  });

  it('fills a template through the same filler as a real patient', () => {
    const html = fillTemplate(`<p>${letterVariableToken('full_name')}, ${letterVariableToken('date_of_birth')}</p>`, sampleLetterValues());
    expect(html).toBe('<p>Johanna de Vries-Ĳzerman, 14-02-1961</p>');
  });
});
