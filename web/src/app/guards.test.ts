import { type PermissionHolder } from '@praktijk/shared/permissions';
import { type LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionIdentity } from '@/auth/identity';
import { guardFor, type PermissionSource } from './guards';
import { areaAccess, screenAccess } from '@/navigation/route-access';

// The guard's decisions without a browser: Cognito's session and the forced-change flag are stubbed.
let identity: SessionIdentity | undefined;
vi.mock('@/auth/session', () => ({ getSessionIdentity: () => Promise.resolve(identity) }));
vi.mock('@/auth/forced-password-change', () => ({ forcedPasswordChange: () => undefined }));

const nurse: SessionIdentity = { username: 'nurse@p.test', roles: ['nurse'], isStaff: false };
const administration: SessionIdentity = { username: 'admin@p.test', roles: ['administration'], isStaff: false };
const holders: Record<string, PermissionHolder> = {
  'nurse@p.test': { is_staff: false, permissions: new Set(['view_patient']) },
  'admin@p.test': { is_staff: false, permissions: new Set(['view_patient', 'add_patient', 'add_import']) },
};

function loaderArgs(path: string): LoaderFunctionArgs {
  return { request: new Request(`http://app.test${path}`), params: {}, context: undefined } as LoaderFunctionArgs;
}

/** Runs a loader and answers where it redirected to, or what it returned. */
async function outcome(loader: (args: LoaderFunctionArgs) => Promise<unknown>, path: string): Promise<unknown> {
  try {
    return await loader(loaderArgs(path));
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('Location') };
    throw thrown;
  }
}

describe('the guard of a screen with a permission', () => {
  const source = vi.fn<PermissionSource>((who) => Promise.resolve(holders[who.username]!));
  beforeEach(() => {
    source.mockClear();
  });

  it('answers a nurse opening New Patient or Import Patients with the 404 page', async () => {
    identity = nurse;
    expect(await outcome(guardFor(screenAccess('patients', 'newPatient'), source), '/patients/new')).toEqual({ redirect: '/404' });
    expect(await outcome(guardFor(screenAccess('patients', 'importPatients'), source), '/patients/import')).toEqual({ redirect: '/404' });
  });

  it('lets a nurse open All Patients and a patient, and the administration New Patient and Import Patients', async () => {
    identity = nurse;
    expect(await outcome(guardFor(screenAccess('patients', 'allPatients'), source), '/patients')).toEqual(nurse);
    expect(await outcome(guardFor(screenAccess('patients', 'patient'), source), '/patients/p1/edit')).toEqual(nurse);
    identity = administration;
    expect(await outcome(guardFor(screenAccess('patients', 'newPatient'), source), '/patients/new')).toEqual(administration);
    expect(await outcome(guardFor(screenAccess('patients', 'importPatients'), source), '/patients/import')).toEqual(administration);
  });

  it('decides only on the loaded user: it waits for them and decides nothing before', async () => {
    identity = administration;
    let answer: (holder: PermissionHolder) => void = () => undefined;
    const slow: PermissionSource = () => new Promise((resolve) => (answer = resolve));
    let settled = false;
    const pending = outcome(guardFor(screenAccess('patients', 'importPatients'), slow), '/patients/import').finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answer(holders['admin@p.test']!);
    expect(await pending).toEqual(administration);
  });

  it('lets staff pass every permission (spec 1 §6)', async () => {
    identity = { username: 'staff@p.test', roles: ['administration'], isStaff: true };
    expect(
      await outcome(
        guardFor(screenAccess('patients', 'newPatient'), () => Promise.resolve({ is_staff: true, permissions: [] })),
        '/patients/new',
      ),
    ).toEqual(identity);
  });

  it('sends a visitor without a session to sign in, without asking for permissions', async () => {
    identity = undefined;
    expect(await outcome(guardFor(screenAccess('patients', 'newPatient'), source), '/patients/new')).toEqual({ redirect: '/login?redirect=%2Fpatients%2Fnew' });
    expect(source).not.toHaveBeenCalled();
  });

  it('asks for no permissions on a route that needs none, and refuses the area of other roles first', async () => {
    identity = nurse;
    expect(await outcome(guardFor(areaAccess('patients'), source), '/patients')).toEqual(nurse);
    expect(await outcome(guardFor(areaAccess('planning'), source), '/planning')).toEqual({ redirect: '/404' });
    expect(source).not.toHaveBeenCalled();
  });
});
