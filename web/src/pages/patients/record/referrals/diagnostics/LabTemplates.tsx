import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { type LabTemplate } from '@praktijk/shared/schemas/lab-templates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../../../api/errors';
import { FieldLabel } from '../../../../../components/form/FieldLabel';
import { queryKeyOf, secondaryErrorText, secondaryQuery, useApiMutation } from '../../../../../query/api-query';
import { useDebouncedValue } from '../../../../../query/useDebouncedValue';
import { useNotifications } from '../../../../../shell/notifications';
import { successToast } from '../../tabs/common/success-toast';
import { type LabValues, templateAction, templateBody } from './lab-form';
import './referrals.css';

// The right-hand side of the referral add area (spec 2 §2, §3 "Referral template (diagnostic)",
// §4, §8, §9): the practice's Saved Templates, searched by name or test, at most 10 (the server's
// bound), each a toggle (select copies it into the form, select again deselects it) with a delete
// that asks inline; and the template form, which saves the referral form's type and tests under a
// name: Save for a new template, Update while one is active.
const SEARCH_DEBOUNCE_MS = 300;
const TEMPLATES_STALE = () => [queryKeyOf('listLabTemplates')];
const THING = 'Diagnostic referral template';

/** Why a template was not saved, in words for the name field. */
function templateProblem(error: unknown): string | undefined {
  if (!isApiError(error)) return error instanceof Error ? error.message : 'Something went wrong';
  if (error.redirected) return undefined;
  return error.fieldError('name') ?? (error.nonFieldErrors.join(' ') || Object.values(error.fieldErrors).flat().join(' ') || error.message);
}

export interface LabTemplatesProps {
  values: LabValues;
  active: LabTemplate | undefined;
  onSelect(template: LabTemplate): void;
  /** A template was saved (it becomes the active one) or the active one was deleted (undefined). */
  onActiveChange(template: LabTemplate | undefined): void;
  headingTag: 'h3' | 'h4';
}

export function LabTemplates({ values, active, onSelect, onActiveChange, headingTag }: LabTemplatesProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery(secondaryQuery('listLabTemplates', { query: search ? { search } : {} }));
  const templates = query.data ?? [];
  const failed = secondaryErrorText(query.error, 'The templates could not be loaded.');
  const { notify } = useNotifications();

  const [confirming, setConfirming] = useState<string>();
  const remove = useApiMutation('deleteLabTemplate', { invalidates: TEMPLATES_STALE });
  const deleteTemplate = async (template: LabTemplate) => {
    try {
      await remove.mutateAsync({ params: { id: template.id }, query: { consistency_token: template.consistency_token } });
      notify({ type: 'success', ...successToast(THING, 'removed') });
      if (active?.id === template.id) onActiveChange(undefined);
    } catch (error) {
      if (!(isApiError(error) && error.redirected)) notify({ type: 'error', header: 'Error', content: 'Something went wrong' });
    } finally {
      setConfirming(undefined);
    }
  };

  // The template form: its name follows the active template's.
  const [name, setName] = useState('');
  const [nameOf, setNameOf] = useState<string>();
  if ((active?.id ?? undefined) !== nameOf) {
    setNameOf(active?.id);
    setName(active?.name ?? '');
  }
  const [error, setError] = useState<string>();
  const create = useApiMutation('createLabTemplate', { invalidates: TEMPLATES_STALE });
  const update = useApiMutation('updateLabTemplate', { invalidates: TEMPLATES_STALE });
  const action = templateAction(active);
  const save = async () => {
    const body = templateBody(values, name);
    if (!body.success) {
      setError(body.error.issues[0]?.message);
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
      setError(templateProblem(failure));
    }
  };

  return (
    <SpaceBetween size="m">
      <Container
        header={
          <Header variant="h3" headingTagOverride={headingTag}>
            Saved Templates
          </Header>
        }
        data-testid="lab-saved-templates"
      >
        <SpaceBetween size="s">
          <TextFilter
            filteringText={text}
            onChange={({ detail }) => setText(detail.filteringText)}
            filteringPlaceholder="Search templates"
            filteringAriaLabel="Search templates"
          />
          {query.isPending ? (
            <Box color="text-status-inactive">Loading templates</Box>
          ) : failed ? (
            <Box color="text-status-error">{failed}</Box>
          ) : templates.length === 0 ? (
            <Box color="text-status-inactive">No templates</Box>
          ) : (
            <ul className="praktijk-lab-template-list" aria-label="Saved templates">
              {templates.map((template) => (
                <li key={template.id}>
                  {confirming === template.id ? (
                    <div className="praktijk-lab-template-confirm" role="group" aria-label={`Delete template ${template.name}`}>
                      <Box variant="span">Delete {template.name}?</Box>
                      <SpaceBetween direction="horizontal" size="xs">
                        <Button variant="link" onClick={() => setConfirming(undefined)} disabled={remove.isPending}>
                          Cancel
                        </Button>
                        <Button onClick={() => void deleteTemplate(template)} loading={remove.isPending} data-testid="lab-template-delete-confirm">
                          Delete
                        </Button>
                      </SpaceBetween>
                    </div>
                  ) : (
                    <div className="praktijk-lab-template-row">
                      <ToggleButton pressed={active?.id === template.id} onChange={() => onSelect(template)} wrapText>
                        {template.name}
                      </ToggleButton>
                      <Button variant="icon" iconName="remove" ariaLabel={`Delete template ${template.name}`} onClick={() => setConfirming(template.id)} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </SpaceBetween>
      </Container>
      <Container
        header={
          <Header variant="h3" headingTagOverride={headingTag}>
            {active ? 'Template' : 'New template'}
          </Header>
        }
        data-testid="lab-template-form"
      >
        <SpaceBetween size="s">
          <FormField label={<FieldLabel text="Template name" required />} errorText={error} stretch>
            <Input
              value={name}
              onChange={({ detail }) => {
                setName(detail.value);
                setError(undefined);
              }}
              onKeyDown={({ detail }) => {
                if (detail.key === 'Enter') void save();
              }}
              ariaLabel="Template name"
              ariaRequired
              invalid={Boolean(error)}
              data-testid="field-template_name"
            />
          </FormField>
          <Button onClick={() => void save()} loading={create.isPending || update.isPending} data-testid="lab-template-save">
            {action}
          </Button>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
