import { fold } from '@praktijk/shared/text';
import { fullMedicationText, PRESCRIPTION_REFERENCES, REPEAT_INTERVALS } from '@praktijk/shared/records/prescriptions';
import {
  type PrescriptionTemplate,
  type PrescriptionTemplateInput,
  TEMPLATE_NAME_TAKEN,
  TEMPLATES_SHOWN,
} from '@praktijk/shared/schemas/prescription-templates';
import { ulid } from 'ulid';
import { type RequestContext } from '../lib/auth/context';
import { namesOf, readReferences } from '../lib/catalogue/record-references';
import { tableName } from '../lib/data/client';
import { stripStorage } from '../lib/data/items';
import { queryTenantPrefix } from '../lib/data/query';
import { keys } from '../lib/data/keys';
import { type Guarded, type TransactItem } from '../lib/data/transact';
import { createRecord, deleteRecord, updateRecord } from '../lib/data/write';
import { NotFoundError, ValidationError } from '../lib/errors';
import { type Input } from '../lib/http/types';

// Prescription templates (spec 2 §3, §4 "Saved templates", §7): the practice's list, shared by its
// prescribers. Like the practice's other lists (employers, consult reason types) they are not
// patient data and are not audited. A template is its item (SK RXTEMPLATE#<id>) and a reservation
// of its lower-cased name (SK RXTEMPLATE_NAME#<name>), written, moved and released in the template's
// own transaction: of two prescribers saving the same name at once one gets the 400, never two
// templates (no read-then-write). A practice keeps tens of templates: a list reads them in one
// Query of the prefix and filters in memory, answering at most 10 by name (spec 2 §9).
type Item = PrescriptionTemplate & { entity: 'prescription-template' };

/** The name rule is "the same name in any case"; spacing differences are not another name either. */
const reservedName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function takeName(ctx: RequestContext, template: Pick<Item, 'id' | 'name'>): Guarded {
  const Item = { ...ctx.data.keys.prescriptionTemplateName(reservedName(template.name)), entity: 'prescription-template-name', template_id: template.id };
  return {
    item: { Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' } },
    refusal: ValidationError.field('name', TEMPLATE_NAME_TAKEN),
  };
}

/** Gives the name back: only this template's own reservation. */
function releaseName(ctx: RequestContext, template: Pick<Item, 'id' | 'name'>): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: ctx.data.keys.prescriptionTemplateName(reservedName(template.name)),
      ConditionExpression: 'attribute_not_exists(PK) OR template_id = :id',
      ExpressionAttributeValues: { ':id': template.id },
    },
  };
}

/** The references checked against their catalogues (the dosage's under `dosage.`), and the medication as shown. */
async function medicationOf(body: PrescriptionTemplateInput): Promise<Item['medication']> {
  let items;
  try {
    items = await readReferences({ medication_id: body.medication_id, ...body.dosage }, PRESCRIPTION_REFERENCES);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(
      Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field === 'medication_id' ? field : `dosage.${field}`, messages])),
    );
  }
  if (body.dosage.repeat_date_id && !REPEAT_INTERVALS[body.dosage.repeat_date_id])
    throw ValidationError.field('dosage.repeat_date_id', 'Select a valid choice.');
  const item = items.get('medication_id');
  if (!item) return null;
  return { id: item.id, name: fullMedicationText({ other: body.other, strength: body.dosage.strength }, item, namesOf(items)) };
}

async function existing(ctx: RequestContext, id: string): Promise<Item> {
  const item = await ctx.data.get<Item>(ctx.data.keys.prescriptionTemplate(id));
  if (!item) throw new NotFoundError();
  return item;
}

function toTemplate(item: Item): PrescriptionTemplate {
  const { entity: _entity, ...template } = item;
  return template;
}

export async function listPrescriptionTemplates({ query }: Input<'listPrescriptionTemplates'>, ctx: RequestContext): Promise<PrescriptionTemplate[]> {
  const items = (await queryTenantPrefix(ctx.tenantId, keys.prescriptionTemplatesPrefix)).map((row) => stripStorage<Item>(row));
  const words = fold(query.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const matches = (t: Item) => {
    const text = fold([t.name, t.medication?.name ?? '', t.other].join(' '));
    return words.every((word) => text.includes(word));
  };
  return items
    .filter((t) => query.is_chronic === undefined || t.dosage.is_chronic === query.is_chronic)
    .filter(matches)
    .sort((a, b) => a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' }))
    .slice(0, TEMPLATES_SHOWN)
    .map(toTemplate);
}

export async function createPrescriptionTemplate({ body }: Input<'createPrescriptionTemplate'>, ctx: RequestContext): Promise<PrescriptionTemplate> {
  const medication = await medicationOf(body);
  const id = ulid();
  const template = {
    id,
    name: body.name,
    medication_id: body.medication_id,
    medication,
    other: body.other,
    dosage: body.dosage,
    created: new Date().toISOString(),
  };
  const saved = await createRecord(ctx.data.keys.prescriptionTemplate(id), { entity: 'prescription-template' as const, ...template }, undefined, [
    takeName(ctx, template),
  ]);
  return toTemplate(saved);
}

export async function updatePrescriptionTemplate({ params, body }: Input<'updatePrescriptionTemplate'>, ctx: RequestContext): Promise<PrescriptionTemplate> {
  const before = await existing(ctx, params.id);
  const medication = await medicationOf(body);
  const after: Item = { ...before, name: body.name, medication_id: body.medication_id, medication, other: body.other, dosage: body.dosage };
  // A new name (not only another case of it) moves the reservation in the same transaction.
  const moved = reservedName(before.name) !== reservedName(after.name) ? [releaseName(ctx, before), takeName(ctx, after)] : [];
  return toTemplate(await updateRecord(ctx.data.keys.prescriptionTemplate(before.id), before, after, body.consistency_token, undefined, moved));
}

export async function deletePrescriptionTemplate({ params, query }: Input<'deletePrescriptionTemplate'>, ctx: RequestContext): Promise<undefined> {
  const before = await existing(ctx, params.id);
  await deleteRecord(ctx.data.keys.prescriptionTemplate(before.id), before, query.consistency_token, undefined, [releaseName(ctx, before)]);
  return undefined;
}
