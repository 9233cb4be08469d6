import { ulid } from 'ulid';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { type RequestContext } from '../../lib/auth/context';
import { createRecord, deleteRecord, updateRecord } from '../../lib/data/write';
import { NotFoundError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { moveReasonName, releaseReasonName, takeReasonName } from '../reason-type-names';
import { getReasonTypeItem, listReasonTypeItems, toReasonType, type ReasonTypeItem } from '../reason-types';
import { announceReasonTypes, assertNameFree, assertNoTakeOver, assertPractitionerAllowed } from './reason-type-rules';

export async function listConsultReasonTypes(_input: unknown, ctx: RequestContext): Promise<ConsultReasonType[]> {
  const items = await listReasonTypeItems(ctx.tenantId);
  return items.map(toReasonType).sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

export async function createConsultReasonType({ body }: Input<'createConsultReasonType'>, ctx: RequestContext): Promise<ConsultReasonType> {
  assertPractitionerAllowed(body.practitioner, ctx);
  assertNameFree(body.name, await listReasonTypeItems(ctx.tenantId), body.practitioner);
  const id = ulid();
  const reason = { entity: 'consult-reason-type' as const, id, name: body.name, practitioner: body.practitioner };
  const saved = await createRecord(ctx.data.keys.consultReasonType(id), reason, undefined, [takeReasonName(ctx.tenantId, reason)]);
  await announceReasonTypes(ctx.tenantId);
  return toReasonType(saved);
}

async function existing(ctx: RequestContext, id: string): Promise<ReasonTypeItem> {
  const item = await getReasonTypeItem(ctx.tenantId, id);
  if (!item) throw new NotFoundError();
  return item;
}

export async function updateConsultReasonType({ params, body }: Input<'updateConsultReasonType'>, ctx: RequestContext): Promise<ConsultReasonType> {
  const before = await existing(ctx, params.id);
  assertPractitionerAllowed(body.practitioner, ctx);
  // Someone else's own reason is theirs to change, unless the caller is staff.
  if (before.practitioner !== null && before.practitioner !== ctx.userId && !ctx.isStaff) throw new NotFoundError();
  assertNoTakeOver(before, body.practitioner);
  assertNameFree(body.name, await listReasonTypeItems(ctx.tenantId), body.practitioner, before.id);
  const after = { ...before, name: body.name, practitioner: body.practitioner };
  const saved = await updateRecord(
    ctx.data.keys.consultReasonType(before.id),
    before,
    after,
    body.consistency_token,
    undefined,
    moveReasonName(ctx.tenantId, before, after),
  );
  await announceReasonTypes(ctx.tenantId);
  return toReasonType(saved);
}

export async function deleteConsultReasonType({ params, query }: Input<'deleteConsultReasonType'>, ctx: RequestContext): Promise<undefined> {
  const before = await existing(ctx, params.id);
  if (before.practitioner !== null && before.practitioner !== ctx.userId && !ctx.isStaff) throw new NotFoundError();
  await deleteRecord(ctx.data.keys.consultReasonType(before.id), before, query.consistency_token, undefined, [releaseReasonName(ctx.tenantId, before)]);
  await announceReasonTypes(ctx.tenantId);
  return undefined;
}
