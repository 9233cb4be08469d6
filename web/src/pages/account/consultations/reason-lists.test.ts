import { describe, expect, it } from 'vitest';
import { cleanReasonName, splitReasons, withoutReason, withReason } from './reason-lists';

const reason = (id: string, name: string, practitioner: string | null) => ({ id, name, practitioner, consistency_token: 't' });

describe('consultation reason lists', () => {
  const all = [reason('1', 'Controle', null), reason('2', 'Bloeddruk', 'me'), reason('3', 'Acuut', null), reason('4', 'Griep', 'other')];

  it("splits general and own reasons by name, leaving out other physicians' own", () => {
    const lists = splitReasons(all, 'me');
    expect(lists.available.map((r) => r.name)).toEqual(['Acuut', 'Controle']);
    expect(lists.activated.map((r) => r.name)).toEqual(['Bloeddruk']);
  });

  it("applies the server's answers to the list", () => {
    expect(withReason(all, reason('1', 'Controle', 'me')).find((r) => r.id === '1')?.practitioner).toBe('me');
    expect(withReason(all, reason('5', 'Nieuw', null))).toHaveLength(5);
    expect(withoutReason(all, '2').map((r) => r.id)).toEqual(['1', '3', '4']);
  });

  it('cleans typed names', () => {
    expect(cleanReasonName('  Follow  up ')).toBe('Follow up');
    expect(cleanReasonName('   ')).toBeUndefined();
  });
});
