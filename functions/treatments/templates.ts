import { fullMedicationText, NOT_THE_PRODUCT, PRESCRIPTION_REFERENCES, productMismatches, REPEAT_INTERVALS } from '@praktijk/shared/records/prescriptions';
import { type PrescriptionTemplate, type PrescriptionTemplateInput } from '@praktijk/shared/schemas/prescription-templates';
import { type RequestContext } from '../lib/auth/context';
import { namesOf, readReferences } from '../catalogue/domain/record-references';
import { ValidationError } from '../lib/errors';
import { type Input } from '../lib/http/types';
import { practiceTemplates } from '../templates/practice-templates';

// Prescription templates (spec 2 §3 "Prescription template", §4 "Saved templates", §7): a
// medication or another one and the dosage object, kept as the practice's templates are
// (templates/practice-templates.ts: a name unique in any case, at most 10 listed).
type Stored = Pick<PrescriptionTemplate, 'medication_id' | 'medication' | 'other' | 'dosage'>;

/** The references checked against their catalogues (the dosage's under `dosage.`), and the medication as shown. */
async function medicationOf(body: PrescriptionTemplateInput): Promise<Stored['medication']> {
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
  // A product's own strength, unit and form, as on a prescription (issue 21 §5).
  const wrong = productMismatches(body.dosage, item, namesOf(items));
  if (wrong.length) throw new ValidationError(Object.fromEntries(wrong.map((field) => [`dosage.${field}`, [NOT_THE_PRODUCT]])));
  return { id: item.id, name: fullMedicationText({ other: body.other, strength: body.dosage.strength }, item, namesOf(items)) };
}

const templates = practiceTemplates<PrescriptionTemplateInput, Stored>({
  prefix: 'RXTEMPLATE',
  entity: 'prescription-template',
  async prepare(body) {
    return { medication_id: body.medication_id, medication: await medicationOf(body), other: body.other, dosage: body.dosage };
  },
  searchText: (t) => [t.medication?.name ?? '', t.other],
});

export function listPrescriptionTemplates({ query }: Input<'listPrescriptionTemplates'>, ctx: RequestContext) {
  return templates.list(ctx, query, (t) => query.is_chronic === undefined || t.dosage.is_chronic === query.is_chronic);
}

export function createPrescriptionTemplate({ body }: Input<'createPrescriptionTemplate'>, ctx: RequestContext) {
  return templates.create(ctx, body);
}

export function updatePrescriptionTemplate({ params, body }: Input<'updatePrescriptionTemplate'>, ctx: RequestContext) {
  const { consistency_token: token, ...fields } = body;
  return templates.update(ctx, params.id, fields, token);
}

export function deletePrescriptionTemplate({ params, query }: Input<'deletePrescriptionTemplate'>, ctx: RequestContext) {
  return templates.remove(ctx, params.id, query.consistency_token);
}
