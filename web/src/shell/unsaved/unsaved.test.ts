import { afterEach, describe, expect, it } from 'vitest';
import { leavesWithoutAsking } from './leave-rules';
import {
  allowNavigationOnce,
  consumeNavigationPass,
  hasUnsavedChanges,
  inPagePathGroups,
  navigationPassWaiting,
  registerInPagePaths,
  setFormDirty,
  subscribeUnsavedChanges,
} from './unsaved-registry';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('the unsaved-work registry', () => {
  const general = Symbol('general');
  const memo = Symbol('memo');
  afterEach(() => {
    setFormDirty(general, false);
    setFormDirty(memo, false);
    consumeNavigationPass();
  });

  it('is dirty while any form is, and tells its listeners when that changes', () => {
    let told = 0;
    const stop = subscribeUnsavedChanges(() => (told += 1));
    setFormDirty(general, true);
    setFormDirty(memo, true);
    setFormDirty(general, false);
    expect(hasUnsavedChanges()).toBe(true);
    setFormDirty(memo, false);
    expect(hasUnsavedChanges()).toBe(false);
    setFormDirty(memo, false); // no change, no word
    stop();
    expect(told).toBe(4);
  });

  it('lets exactly one navigation pass after allowNavigationOnce', () => {
    expect(consumeNavigationPass()).toBe(false);
    allowNavigationOnce();
    expect(navigationPassWaiting()).toBe(true);
    expect(consumeNavigationPass()).toBe(true);
    expect(consumeNavigationPass()).toBe(false);
  });

  it('keeps a page’s in-page paths only while the page declares them', () => {
    const withdraw = registerInPagePaths(['/schedule/c1/consult', '/schedule/c1/decursus']);
    expect(inPagePathGroups()).toEqual([['/schedule/c1/consult', '/schedule/c1/decursus']]);
    withdraw();
    expect(inPagePathGroups()).toEqual([]);
  });
});

describe('leaving with unsaved work', () => {
  const views = [['/schedule/c1/consult', '/schedule/c1/decursus']];

  it('asks when the page changes: side navigation, View Patient, browser back', () => {
    expect(leavesWithoutAsking(at('/patients/p1/edit'), at('/planning'), 'PUSH', [])).toBe(false);
    expect(leavesWithoutAsking(at('/schedule/c1/consult'), at('/patients/p1/view'), 'PUSH', views)).toBe(false);
    expect(leavesWithoutAsking(at('/schedule/c1/decursus'), at('/schedule/c2/decursus'), 'PUSH', views)).toBe(false);
  });

  it('does not ask when the page stays: a query change, or a view of the same page', () => {
    expect(leavesWithoutAsking(at('/patients', '?q=a'), at('/patients', '?q=ab'), 'PUSH', [])).toBe(true);
    expect(leavesWithoutAsking(at('/schedule/c1/consult'), at('/schedule/c1/decursus'), 'PUSH', views)).toBe(true);
  });

  it('never holds up a forced sign-out (idle, 401, 403) but asks before the user’s own Sign out', () => {
    expect(leavesWithoutAsking(at('/patients/p1/edit'), at('/logout', '?redirect=%2Fpatients%2Fp1%2Fedit'), 'PUSH', [])).toBe(true);
    expect(leavesWithoutAsking(at('/patients/p1/edit'), at('/login', '?redirect=%2Fpatients%2Fp1%2Fedit'), 'PUSH', [])).toBe(true);
    expect(leavesWithoutAsking(at('/patients/p1/edit'), at('/logout'), 'PUSH', [])).toBe(false);
  });

  it('asks when the browser’s back button goes to the sign-in page the user came from', () => {
    expect(leavesWithoutAsking(at('/patients/p1/edit'), at('/login', '?redirect=%2Fpatients%2Fp1%2Fedit'), 'POP', [])).toBe(false);
    expect(leavesWithoutAsking(at('/patients/p1/edit'), at('/patients'), 'POP', [])).toBe(false);
  });
});
