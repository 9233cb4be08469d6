import { describe, expect, it } from 'vitest';
import { cleanReasonName, splitReasons, switchedActivation, withoutReason, withReason } from './reason-lists';

const reason = (id: string, name: string, practitioner: string | null) => ({ id, name, practitioner, consistency_token: 't' });

describe('consultation reason lists', () => {
  const all = [reason('1', 'Controle', null), reason('2', 'Bloeddruk', 'me'), reason('3', 'Acuut', null), reason('4', 'Griep', 'other')];

  it("splits by the user's activated ids: general and own reasons, leaving out other physicians' own", () => {
    const lists = splitReasons(all, 'me', ['3', '4']);
    expect(lists.available.map((r) => r.name)).toEqual(['Bloeddruk', 'Controle']);
    // '4' is another physician's own: never the user's, even if its id were in their settings.
    expect(lists.activated.map((r) => r.name)).toEqual(['Acuut']);
  });

  it('activates per practitioner: a general reason active for one physician stays available to another', () => {
    expect(splitReasons(all, 'me', ['1']).activated.map((r) => r.id)).toEqual(['1']);
    expect(splitReasons(all, 'other', []).available.map((r) => r.id)).toEqual(['3', '1', '4']);
    expect(splitReasons(all, 'other', []).activated).toEqual([]);
  });

  it('switches one reason on or off, dropping ids of reasons that are gone or not the user’s', () => {
    expect(switchedActivation(['3'], all, 'me', { id: '1', active: true })).toEqual(['3', '1']);
    expect(switchedActivation(['3', '1'], all, 'me', { id: '3', active: false })).toEqual(['1']);
    expect(switchedActivation(['9', '4', '2'], all, 'me', { id: '1', active: true })).toEqual(['2', '1']);
    expect(switchedActivation(['1'], all, 'me', { id: '1', active: true })).toEqual(['1']);
  });

  it("applies the server's answers to the list", () => {
    expect(withReason(all, reason('1', 'Controle bloeddruk', null)).find((r) => r.id === '1')?.name).toBe('Controle bloeddruk');
    expect(withReason(all, reason('5', 'Nieuw', null))).toHaveLength(5);
    expect(withoutReason(all, '2').map((r) => r.id)).toEqual(['1', '3', '4']);
  });

  it('cleans typed names', () => {
    expect(cleanReasonName('  Follow  up ')).toBe('Follow up');
    expect(cleanReasonName('   ')).toBeUndefined();
  });
});
