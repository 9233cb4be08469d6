import { describe, expect, it } from 'vitest';
import { type RequestContext } from '../auth/context';
import { type Input, type OperationsOf } from './types';

// Compile-time checks (tsc runs over this file in `npm run typecheck`): operations are typed by
// their routes. Each @ts-expect-error line fails the typecheck if the mistake it shows compiles.
const listRoles = async (_input: unknown, _ctx: RequestContext) => [];
const getCurrentUser = async (_input: Input<'getCurrentUser'>, ctx: RequestContext) => ({
  id: ctx.userId,
  username: '',
  name: '',
  first_name: '',
  last_name: '',
  prefix: '',
  email: '',
  identifier: '',
  date_joined: '',
  is_staff: false,
  is_active: true,
  roles: [],
  force_password_change: false,
  practice: { id: '', name: '' },
  consistency_token: '',
});

describe('operations typed by their routes', () => {
  it('refuses a missing operation, an extra one and a wrong result at compile time', () => {
    // @ts-expect-error updateRole (and others) have no operation
    const missing: OperationsOf<'auth'> = { listRoles, getCurrentUser };
    // @ts-expect-error the route table has no operation deleteEverything
    const extra: Partial<OperationsOf<'auth'>> = { listRoles, deleteEverything: listRoles };
    // @ts-expect-error getVersion must answer { version: string }
    const wrongResult: Partial<OperationsOf<'auth'>> = { getVersion: async () => ({ version: 1 }) };
    const typedBody = (input: Input<'updateRole'>): string[] => input.body.permission_ids;
    expect([missing, extra, wrongResult, typedBody].length).toBe(4);
  });
});
