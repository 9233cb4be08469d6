import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type LabTemplate } from '@praktijk/shared/schemas/lab-templates';
import { useState } from 'react';
import { SavedTemplateList } from '@/components/SavedTemplateList';
import { TemplateNameField, useTemplateName } from '@/components/SavedTemplateListNameField';
import { activeAfterDelete, templateNameProblem } from '@/components/SavedTemplateListState';
import { queryKeyOf, secondaryQuery, useApiMutation } from '@/query/api-query';
import { useNotifications } from '@/shell/notifications';
import { successToast } from '@/shell/success-toast';
import { type LabValues, templateAction, templateBody } from './lab-form';

// The right-hand side of the referral add area (spec 2 §2, §3 "Referral template (diagnostic)",
// §4, §8, §9): the practice's Saved Templates (components/SavedTemplateList), searched by name or
// test, each with its tests under its name, selected and deselected as a toggle and deleted after an
// inline confirmation; and the template form, which saves the referral form's type and tests under
// a name: Save for a new template, Update while one is active.
const TEMPLATES_STALE = () => [queryKeyOf('listLabTemplates')];
const THING = 'Diagnostic referral template';
const REMOVED = successToast(THING, 'removed');

export interface LabTemplatesProps {
  values: LabValues;
  active: LabTemplate | undefined;
  onSelect(template: LabTemplate): void;
  /** A template was saved (it becomes the active one) or the active one was deleted (undefined). */
  onActiveChange(template: LabTemplate | undefined): void;
  headingTag: 'h3' | 'h4';
}

export function LabTemplates({ values, active, onSelect, onActiveChange, headingTag }: LabTemplatesProps) {
  const { notify } = useNotifications();
  const remove = useApiMutation('deleteLabTemplate', { invalidates: TEMPLATES_STALE });

  // The template form: its name follows the active template's.
  const templateName = useTemplateName();
  const [nameOf, setNameOf] = useState<string>();
  if ((active?.id ?? undefined) !== nameOf) {
    setNameOf(active?.id);
    templateName.setName(active?.name ?? '');
  }
  const create = useApiMutation('createLabTemplate', { invalidates: TEMPLATES_STALE });
  const update = useApiMutation('updateLabTemplate', { invalidates: TEMPLATES_STALE });
  const action = templateAction(active);
  const save = async () => {
    const body = templateBody(values, templateName.name);
    if (!body.success) {
      templateName.setError(body.error.issues[0]?.message);
      return;
    }
    try {
      const saved = active
        ? await update.mutateAsync({ params: { id: active.id }, body: { ...body.data, consistency_token: active.consistency_token } })
        : await create.mutateAsync({ body: body.data });
      setNameOf(saved.id);
      onActiveChange(saved);
      notify({ type: 'success', ...successToast(THING, active ? 'updated' : 'created') });
    } catch (failure) {
      templateName.setError(templateNameProblem(failure));
    }
  };

  return (
    <SpaceBetween size="m">
      <SavedTemplateList
        templatesQuery={(search) => secondaryQuery('listLabTemplates', { query: search ? { search } : {} })}
        active={active}
        onSelect={onSelect}
        description={(template) => template.test_items.map((test) => test.name).join(', ') || undefined}
        remove={(template) => remove.mutateAsync({ params: { id: template.id }, query: { consistency_token: template.consistency_token } })}
        removedNotice={REMOVED}
        onDeleted={(template) => onActiveChange(activeAfterDelete(active, template))}
        headingTag={headingTag}
        testId="lab-saved-templates"
      />
      <Container
        header={
          <Header variant="h3" headingTagOverride={headingTag}>
            {active ? 'Template' : 'New template'}
          </Header>
        }
        data-testid="lab-template-form"
      >
        <SpaceBetween size="s">
          <TemplateNameField state={templateName} onSave={() => void save()} />
          <Button onClick={() => void save()} loading={create.isPending || update.isPending} data-testid="lab-template-save">
            {action}
          </Button>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
