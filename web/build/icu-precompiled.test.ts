import enMessages from '@cloudscape-design/components/i18n/messages/all.en';
import { describe, expect, it } from 'vitest';

// web/vite.config.ts swaps the ICU message parser for FormatJS's no-parser build, which throws on a
// message given as a string. That is safe only while every message the app formats is precompiled.
describe('Cloudscape messages are precompiled ICU trees', () => {
  it('every English message is a syntax tree, not a string the formatter would have to parse', () => {
    const strings: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (typeof node === 'string') strings.push(path);
      else if (node && typeof node === 'object' && !Array.isArray(node)) for (const [key, value] of Object.entries(node)) visit(value, `${path}.${key}`);
    };
    visit(enMessages, 'messages');
    expect(Object.keys(enMessages['cloudscape-design-components']?.en ?? {}).length).toBeGreaterThan(20);
    expect(strings).toEqual([]);
  });
});
