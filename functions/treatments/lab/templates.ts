import { LAB_REFERENCES } from '@praktijk/shared/records/lab';
import { type LabTemplate, type LabTemplateInput } from '@praktijk/shared/schemas/lab-templates';
import { type RequestContext } from '../../lib/auth/context';
import { readReferences } from '../../catalogue/domain/record-references';
import { type Input } from '../../lib/http/types';
import { practiceTemplates } from '../../templates/practice-templates';
import { chosenTests } from './tests';

// Diagnostic referral templates (spec 2 §3 "Referral template (diagnostic)", §4, §7): a type and
// its tests, kept as the practice's templates are (templates/practice-templates.ts).
type Stored = Pick<LabTemplate, 'type_id' | 'type' | 'tests' | 'test_items'>;

const templates = practiceTemplates<LabTemplateInput, Stored>({
  prefix: 'LABTEMPLATE',
  entity: 'lab-template',
  async prepare(body) {
    const [references, tests] = await Promise.all([
      readReferences({ type_id: body.type_id }, { type_id: LAB_REFERENCES.type_id }),
      chosenTests(body.type_id, body.tests),
    ]);
    const type = references.get('type_id')!;
    return {
      type_id: body.type_id,
      type: { id: type.id, name: type.name },
      tests: body.tests,
      test_items: tests.map((t) => ({ id: t.test_id, name: t.name, parent_id: t.parent_id, parent_name: t.parent_name })),
    };
  },
  searchText: (t) => t.test_items.map((test) => test.name),
});

export function listLabTemplates({ query }: Input<'listLabTemplates'>, ctx: RequestContext) {
  return templates.list(ctx, query, (t) => !query.type_id || t.type_id === query.type_id);
}

export function createLabTemplate({ body }: Input<'createLabTemplate'>, ctx: RequestContext) {
  return templates.create(ctx, body);
}

export function updateLabTemplate({ params, body }: Input<'updateLabTemplate'>, ctx: RequestContext) {
  const { consistency_token: token, ...fields } = body;
  return templates.update(ctx, params.id, fields, token);
}

export function deleteLabTemplate({ params, query }: Input<'deleteLabTemplate'>, ctx: RequestContext) {
  return templates.remove(ctx, params.id, query.consistency_token);
}
