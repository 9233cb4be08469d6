import Box from '@cloudscape-design/components/box';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { type PrescriptionTemplate } from '@praktijk/shared/schemas/prescription-templates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { isApiError } from '../../../../../api/errors';
import { useCan } from '../../../../../auth/permissions';
import { DELETE_FAILED_TOAST } from '../../../../../components/confirm/delete-title';
import { queryKeyOf, secondaryErrorText, secondaryQuery, useApiMutation } from '../../../../../query/api-query';
import { useDebouncedValue } from '../../../../../query/useDebouncedValue';
import { useNotifications } from '../../../../../shell/notifications';
import { successToast } from '../../tabs/common/success-toast';
import { deleteTemplateLabel, deleteTemplateQuestion, templateDeleteStep } from './template-delete';
import './templates.css';

// The Saved Templates list beside the prescription form (spec 2 §2, §4, §9): the practice's
// templates of the form's kind (chronic or not), filtered by search text, at most 10 (the server's
// bound). Selecting one loads it into the form; selecting it again deselects it. Whoever may
// prescribe deletes one, after an inline confirmation (spec 2 §4).
const SEARCH_DEBOUNCE_MS = 300;
const TEMPLATES_STALE = () => [queryKeyOf('listPrescriptionTemplates')];

export interface SavedTemplatesProps {
  isChronic: boolean;
  active: PrescriptionTemplate | undefined;
  onSelect(template: PrescriptionTemplate): void;
  /** After a template was deleted (the form deselects it when it was the active one). */
  onDeleted?(template: PrescriptionTemplate): void;
  /** One level below the form's own heading. */
  headingTag: 'h3' | 'h4';
}

export function SavedTemplates({ isChronic, active, onSelect, onDeleted, headingTag }: SavedTemplatesProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery(secondaryQuery('listPrescriptionTemplates', { query: { is_chronic: isChronic, ...(search ? { search } : {}) } }));
  const templates = query.data ?? [];
  const failed = secondaryErrorText(query.error, 'The templates could not be loaded.');

  const can = useCan();
  const mayDelete = can('add', 'prescription');
  const { notify } = useNotifications();
  const remove = useApiMutation('deletePrescriptionTemplate', { invalidates: TEMPLATES_STALE });
  const client = useQueryClient();
  const [deleting, dispatch] = useReducer(templateDeleteStep, {});
  // Keyboard: the question takes the focus; Cancel (or Escape) gives it back to the template's delete button.
  const cancelButton = useRef<ButtonProps.Ref>(null);
  const deleteButtons = useRef(new Map<string, ButtonProps.Ref>());
  const returnFocusTo = useRef<string>(undefined);
  useEffect(() => {
    if (deleting.asking && !deleting.deleting) cancelButton.current?.focus();
    else if (!deleting.asking && returnFocusTo.current) {
      deleteButtons.current.get(returnFocusTo.current)?.focus();
      returnFocusTo.current = undefined;
    }
  }, [deleting.asking, deleting.deleting]);
  const cancel = () => {
    if (deleting.deleting) return;
    returnFocusTo.current = deleting.asking;
    dispatch({ type: 'cancel' });
  };
  const confirm = async (template: PrescriptionTemplate) => {
    if (deleting.deleting) return;
    dispatch({ type: 'confirm' });
    try {
      await remove.mutateAsync({ params: { id: template.id }, query: { consistency_token: template.consistency_token } });
      notify({ type: 'success', ...successToast('Prescription template', 'removed') });
      onDeleted?.(template);
    } catch (error) {
      // After a 401/403 the app is already leaving for /login or /logout: no notice.
      if (!(isApiError(error) && error.redirected)) notify({ ...DELETE_FAILED_TOAST });
      // Removed or changed by someone else meanwhile (404, 409): the list shows the templates as they are now.
      for (const queryKey of TEMPLATES_STALE()) void client.invalidateQueries({ queryKey });
    } finally {
      dispatch({ type: 'done' });
    }
  };

  return (
    <Container
      header={
        <Header variant="h3" headingTagOverride={headingTag}>
          Saved Templates
        </Header>
      }
      data-testid="saved-templates"
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
          <ul className="praktijk-template-list" aria-label="Saved templates">
            {templates.map((template) => (
              <li key={template.id}>
                <div className="praktijk-template-row">
                  <ToggleButton pressed={active?.id === template.id} onChange={() => onSelect(template)} wrapText>
                    {template.name}
                  </ToggleButton>
                  {mayDelete && (
                    <Button
                      formAction="none"
                      variant="icon"
                      iconName="remove"
                      ariaLabel={deleteTemplateLabel(template.name)}
                      disabled={Boolean(deleting.deleting)}
                      ariaExpanded={deleting.asking === template.id}
                      onClick={() => dispatch({ type: 'ask', id: template.id })}
                      ref={(button) => {
                        if (button) deleteButtons.current.set(template.id, button);
                        else deleteButtons.current.delete(template.id);
                      }}
                      data-testid={`template-delete-${template.id}`}
                    />
                  )}
                </div>
                {mayDelete && deleting.asking === template.id && (
                  <div
                    role="group"
                    aria-label={deleteTemplateQuestion(template.name)}
                    className="praktijk-template-confirm"
                    data-testid="template-delete-confirmation"
                    onKeyDown={(event) => {
                      if (event.key === 'Escape') {
                        event.stopPropagation();
                        cancel();
                      }
                    }}
                  >
                    <Box variant="span" fontWeight="bold">
                      Delete this template?
                    </Box>
                    <SpaceBetween direction="horizontal" size="xs">
                      <Button
                        formAction="none"
                        variant="link"
                        onClick={cancel}
                        disabled={Boolean(deleting.deleting)}
                        ref={cancelButton}
                        data-testid="template-delete-cancel"
                      >
                        Cancel
                      </Button>
                      <Button
                        formAction="none"
                        variant="normal"
                        onClick={() => void confirm(template)}
                        loading={Boolean(deleting.deleting)}
                        data-testid="template-delete-confirm"
                      >
                        Delete
                      </Button>
                    </SpaceBetween>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </SpaceBetween>
    </Container>
  );
}
