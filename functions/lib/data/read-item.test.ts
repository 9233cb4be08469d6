import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorHandler } from '../http/error-handler';
import { type ApiEvent, type ApiResult } from '../http/types';
import { type Request } from '@middy/core';
import { roleItemSchema, userProfileItemSchema } from './items';
import { readItem, readItems, readOptionalItem, StoredItemError } from './read-item';

const user = {
  PK: 'TENANT#t1',
  SK: 'USER#u1',
  entity: 'user',
  id: 'u1',
  email: 'jansen@example.org',
  first_name: 'Anna',
  last_name: 'Jansen',
  prefix: '',
  identifier: '',
  date_joined: '2026-01-02T08:00:00.000Z',
  is_active: true,
  is_staff: false,
  roles: ['physician'],
  consistency_token: 'c1',
};

afterEach(() => vi.restoreAllMocks());

describe('reading items through their schemas', () => {
  it('answers an item that fits, keeping the attributes the schema does not name', () => {
    const read = readItem('user', userProfileItemSchema, { ...user, added_later: 'x' });
    expect(read).toEqual({ ...user, added_later: 'x' });
  });

  it('leaves an absent item absent and reads every item of a list', () => {
    expect(readOptionalItem('user', userProfileItemSchema, undefined)).toBeUndefined();
    expect(readItems('user', userProfileItemSchema, [user, user])).toHaveLength(2);
  });

  it('refuses an item that does not fit, naming the entity and the fields but no value', () => {
    const broken = { ...user, last_name: 42, roles: ['Jansen-secret-role'] };
    const error = (() => {
      try {
        readItem('user', userProfileItemSchema, broken);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(StoredItemError);
    const stored = error as StoredItemError;
    expect(stored.entity).toBe('user');
    expect(stored.fields).toEqual(['last_name', 'roles.0']);
    expect(stored.message).not.toMatch(/42|Jansen|secret/);
  });

  it('drops a permission the code no longer knows rather than failing the role', () => {
    const role = { entity: 'role', id: 'nurse', name: 'Nurse', permission_ids: ['view_patient', 'retired_permission'], consistency_token: 'c' };
    expect(readItem('role', roleItemSchema, role).permission_ids).toEqual(['view_patient']);
  });

  it('answers 500 through the one error mapping and logs field names only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let error: unknown;
    try {
      readItem('user', userProfileItemSchema, { ...user, email: { secret: 'anna.jansen@example.org' } });
    } catch (thrown) {
      error = thrown;
    }
    const request = { error, event: {} as ApiEvent, context: { awsRequestId: 'r1' }, response: undefined } as unknown as Request<ApiEvent, ApiResult>;
    await errorHandler().onError!(request);
    expect(request.response?.statusCode).toBe(500);
    const line = logged.mock.calls.map((call) => String(call[0])).join('\n');
    expect(line).toContain('StoredItemError');
    expect(line).toContain('email');
    expect(line).not.toContain('anna.jansen');
  });
});
