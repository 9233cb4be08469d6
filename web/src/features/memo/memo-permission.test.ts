import { type PermissionAction, type PermissionModel } from '@praktijk/shared/permissions';
import { describe, expect, it } from 'vitest';
import { mayWriteMemo } from './memo-permission';

const holding =
  (...codenames: string[]) =>
  (action: PermissionAction, model: PermissionModel) =>
    codenames.includes(`${action}_${model}`);

describe('the memo form asks for the permission the server checks', () => {
  it('to create a memo: add_memo, not change_memo', () => {
    expect(mayWriteMemo(holding('view_memo', 'add_memo'), null)).toBe(true);
    expect(mayWriteMemo(holding('view_memo', 'change_memo'), null)).toBe(false);
  });

  it('to change the memo there is: change_memo', () => {
    const memo = { id: 'm', description: 'x' };
    expect(mayWriteMemo(holding('view_memo', 'change_memo'), memo)).toBe(true);
    expect(mayWriteMemo(holding('view_memo', 'add_memo'), memo)).toBe(false);
  });
});
