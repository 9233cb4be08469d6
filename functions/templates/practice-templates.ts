import { fold, nameKey } from '@praktijk/shared/text';
import { TEMPLATE_NAME_TAKEN, TEMPLATES_SHOWN } from '@praktijk/shared/schemas/prescription-templates';
import { ulid } from 'ulid';
import { type RequestContext } from '../lib/auth/context';
import { tableName } from '../lib/data/client';
import { stripStorage } from '../lib/data/items';
import { queryTenantPrefix } from '../lib/data/query';
import { type Guarded, type TransactItem } from '../lib/data/transact';
import { createRecord, deleteRecord, updateRecord } from '../lib/data/write';
import { NotFoundError, ValidationError } from '../lib/errors';

// A practice's saved templates (spec 2 §3, §4 "Saved templates", §9): prescription templates and
// diagnostic referral templates, shared by the practice's prescribers. Like the practice's other
// lists (employers, consult reason types) they are not patient data and are not audited.
//
// A template is its item (SK <prefix>#<id>) and a reservation of its name (SK <prefix>_NAME#<name>),
// written, moved and released in the template's own transaction: of two users saving the same name
// at once one gets the 400, never two templates (no read-then-write). A practice keeps tens of
// templates: a list reads them in one Query of the prefix and filters in memory, answering at most
// 10 by name (spec 2 §9).
interface TemplateBase {
  id: string;
  name: string;
  created: string;
  consistency_token: string;
}

export interface TemplateKind<Body extends { name: string }, Stored extends Record<string, unknown>> {
  /** Key prefix of its items ('RXTEMPLATE'). */
  prefix: string;
  entity: string;
  /**
   * Checks a body against the catalogues and gives what the template stores besides its name;
   * throws the 400. `now` is the write's one instant (a create's `created`), for a stamp it keeps.
   */
  prepare(body: Body, ctx: RequestContext, now: string): Promise<Stored>;
  /** The words a search looks in (the name is always one of them). */
  searchText(template: Stored): string[];
  /** How many a list answers at most (spec 2 §9's 10 unless told: the letter templates list them all). */
  shown?: number;
}

export interface TemplateQuery {
  search?: string;
}

export function practiceTemplates<Body extends { name: string }, Stored extends Record<string, unknown>>(kind: TemplateKind<Body, Stored>) {
  type Item = TemplateBase & Stored & { entity: string };
  const itemKey = (ctx: RequestContext, id: string) => ctx.data.keys.practiceTemplate(kind.prefix, id);
  const nameGuardKey = (ctx: RequestContext, name: string) => ctx.data.keys.practiceTemplateName(kind.prefix, nameKey(name));

  function takeName(ctx: RequestContext, template: Pick<TemplateBase, 'id' | 'name'>): Guarded {
    const Item = { ...nameGuardKey(ctx, template.name), entity: `${kind.entity}-name`, template_id: template.id };
    return {
      item: { Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' } },
      refusal: ValidationError.field('name', TEMPLATE_NAME_TAKEN),
    };
  }

  /** Gives the name back: only this template's own reservation. */
  function releaseName(ctx: RequestContext, template: Pick<TemplateBase, 'id' | 'name'>): TransactItem {
    return {
      Delete: {
        TableName: tableName(),
        Key: nameGuardKey(ctx, template.name),
        ConditionExpression: 'attribute_not_exists(PK) OR template_id = :id',
        ExpressionAttributeValues: { ':id': template.id },
      },
    };
  }

  async function existing(ctx: RequestContext, id: string): Promise<Item> {
    const item = await ctx.data.get<Item>(itemKey(ctx, id));
    if (!item) throw new NotFoundError();
    return item;
  }

  const shown = (item: Item): TemplateBase & Stored => {
    const { entity: _entity, ...template } = item;
    return template as TemplateBase & Stored;
  };

  async function save(ctx: RequestContext, before: Item, body: Body, token: string) {
    const after: Item = { ...before, ...(await kind.prepare(body, ctx, new Date().toISOString())), name: body.name };
    // A new name (not only another case of it) moves the reservation in the same transaction.
    const moved = nameKey(before.name) !== nameKey(after.name) ? [releaseName(ctx, before), takeName(ctx, after)] : [];
    return shown(await updateRecord(itemKey(ctx, before.id), before, after, token, undefined, moved));
  }

  return {
    /** Those matching every word of the search and `filter`, by name, at most 10. */
    async list(ctx: RequestContext, query: TemplateQuery, filter: (t: Stored) => boolean = () => true) {
      const items = (await queryTenantPrefix(ctx.tenantId, `${kind.prefix}#`)).map((row) => stripStorage<Item>(row));
      const words = fold(query.search ?? '')
        .split(/\s+/)
        .filter(Boolean);
      const matches = (t: Item) => {
        const text = fold([t.name, ...kind.searchText(t)].join(' '));
        return words.every((word) => text.includes(word));
      };
      return items
        .filter((t) => filter(t) && matches(t))
        .sort((a, b) => a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' }))
        .slice(0, kind.shown ?? TEMPLATES_SHOWN)
        .map(shown);
    },

    /** `id` when the caller stored something under it first (a letter template's content). */
    async create(ctx: RequestContext, body: Body, id: string = ulid()) {
      // One instant for the whole write: a stamp `prepare` keeps (a letter template's `updated`) is never before `created`.
      const now = new Date().toISOString();
      const stored = await kind.prepare(body, ctx, now);
      const template = { ...stored, id, name: body.name, created: now };
      const saved = await createRecord(itemKey(ctx, id), { entity: kind.entity, ...template }, undefined, [takeName(ctx, template)]);
      return shown(saved as unknown as Item);
    },

    /** One template, or 404 (another practice's id reads as none). */
    async get(ctx: RequestContext, id: string) {
      return shown(await existing(ctx, id));
    },

    async update(ctx: RequestContext, id: string, body: Body, token: string) {
      return save(ctx, await existing(ctx, id), body, token);
    },

    /** A partial change (the letter templates' autosave): the new fields made from the template as read. */
    async patch(ctx: RequestContext, id: string, change: (before: TemplateBase & Stored) => Body, token: string) {
      const before = await existing(ctx, id);
      return save(ctx, before, change(shown(before)), token);
    },

    async remove(ctx: RequestContext, id: string, token: string): Promise<undefined> {
      const before = await existing(ctx, id);
      await deleteRecord(itemKey(ctx, before.id), before, token, undefined, [releaseName(ctx, before)]);
      return undefined;
    },
  };
}
