import { type Practitioner } from '@praktijk/shared/schemas/calendar';
import { LOCALE } from '@praktijk/shared/constants';
import { type RequestContext } from '../../lib/auth/context';
import { type UserProfileItem } from '../../lib/data/items';
import { batchGet } from '../../lib/data/query';
import { displayName, listUsers } from '../../lib/data/users';
import { type Input } from '../../lib/http/types';
import { isActivePhysician, practitionerByUsername } from '../domain/practitioners';
import { readSettingsItem, type SettingsItem } from './settings-store';

// The practice's practitioners (spec 1 §2 planning sidebar, physicians/{username}): its active
// physicians, named by their sign-in e-mail in paths. A list is the practice's users (one Query:
// tens of items) and, for the sidebar, every practitioner's calendar settings in one BatchGet for
// on-call. One practitioner by username goes through the shared resolver, which keeps the
// practice's users for a minute per container (keyed by practice) and answers 404 for anyone else.

const byName = (a: UserProfileItem, b: UserProfileItem) =>
  a.last_name.localeCompare(b.last_name, LOCALE, { sensitivity: 'base' }) || a.first_name.localeCompare(b.first_name, LOCALE, { sensitivity: 'base' });

const toPractitioner = (user: UserProfileItem): Practitioner => ({ id: user.id, username: user.email, name: displayName(user) });

/** The practice's active physicians by last name, then first name. */
async function practitioners(tenantId: string): Promise<UserProfileItem[]> {
  return (await listUsers(tenantId)).filter(isActivePhysician).sort(byName);
}

/** BatchGet takes at most 100 keys; a practice has far fewer physicians, but a long list is read in parts. */
async function onCallOf(ctx: RequestContext, ids: readonly string[]): Promise<Set<string>> {
  const parts = Array.from({ length: Math.ceil(ids.length / 100) }, (_, i) => ids.slice(i * 100, i * 100 + 100));
  const items = (await Promise.all(parts.map((part) => batchGet(part.map((id) => ctx.data.keys.calendarSettings(id)))))).flat() as unknown as SettingsItem[];
  return new Set(items.filter((item) => item.on_call).map((item) => item.practitioner));
}

export async function planningSidebar(_input: unknown, ctx: RequestContext) {
  const users = await practitioners(ctx.tenantId);
  const onCall = await onCallOf(
    ctx,
    users.map((u) => u.id),
  );
  return users.map((user) => ({ ...toPractitioner(user), on_call: onCall.has(user.id) }));
}

export async function limitedPractitioners(_input: unknown, ctx: RequestContext): Promise<Practitioner[]> {
  return (await practitioners(ctx.tenantId)).map(toPractitioner);
}

export async function getPractitioner({ params }: Input<'getPractitioner'>, ctx: RequestContext) {
  const practitioner = await practitionerByUsername(ctx.tenantId, params.username);
  const settings = await readSettingsItem(ctx, practitioner.id);
  return { ...practitioner, on_call: settings?.on_call ?? false };
}
