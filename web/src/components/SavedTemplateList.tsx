import Box from '@cloudscape-design/components/box';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { type QueryKey, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { isApiError } from '@/api/errors';
import { secondaryErrorText } from '@/query/api-query';
import { useDebouncedValue } from '@/query/useDebouncedValue';
import { useNotifications } from '@/shell/notifications';
import { DELETE_FAILED_TOAST } from './confirm/delete-title';
import { deleteTemplateLabel, deleteTemplateQuestion, type SavedTemplate, TEMPLATE_DELETE_TEXTS, templateDeleteStep } from './SavedTemplateListState';
import './SavedTemplateList.css';

// The Saved Templates list beside a record's add form (spec 2 §2, §4, §9): the practice's
// templates, searched, at most 10 (the server's bound). Each is a toggle: selecting one copies it
// into the form and marks it, selecting it again deselects it (the form decides what that does).
// Whoever may delete deletes one after an inline confirmation: the question takes the focus
// (Cancel), and Cancel or Escape gives it back to the template's delete button.
const SEARCH_DEBOUNCE_MS = 300;

export interface SavedTemplateListProps<T extends SavedTemplate> {
  /** The list's query for the search text ('' for all): `(search) => secondaryQuery('listLabTemplates', ...)`. */
  templatesQuery(search: string): UseQueryOptions<T[], Error, T[], QueryKey>;
  active: T | undefined;
  onSelect(template: T): void;
  /** A line under the template's name saying what it holds (its medication, its tests). */
  description?(template: T): string | undefined;
  /** Whether the delete buttons show (default: they do). */
  mayDelete?: boolean;
  /** Sends the template's delete. */
  remove(template: T): Promise<unknown>;
  /** The success notice of a delete ('Prescription template removed', ...). */
  removedNotice: { header: string; content: string };
  /** After a template was deleted (the form deselects it when it was the active one). */
  onDeleted?(template: T): void;
  /** One level below the form's own heading. */
  headingTag: 'h3' | 'h4';
  testId: string;
}

export function SavedTemplateList<T extends SavedTemplate>(props: SavedTemplateListProps<T>) {
  const { templatesQuery, active, onSelect, description, mayDelete = true, remove, removedNotice, onDeleted, headingTag, testId } = props;
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const options = templatesQuery(search);
  const query = useQuery(options);
  const templates = query.data ?? [];
  const failed = secondaryErrorText(query.error, 'The templates could not be loaded.');
  const descriptionId = useId();

  const { notify } = useNotifications();
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
  const confirm = async (template: T) => {
    if (deleting.deleting) return;
    dispatch({ type: 'confirm' });
    try {
      await remove(template);
      notify({ type: 'success', ...removedNotice });
      onDeleted?.(template);
    } catch (error) {
      // After a 401/403 the app is already leaving for /login or /logout: no notice.
      if (!(isApiError(error) && error.redirected)) notify({ ...DELETE_FAILED_TOAST });
      // Removed or changed by someone else meanwhile (404, 409): the list shows the templates as they are now.
      void client.invalidateQueries({ queryKey: options.queryKey.slice(0, 1) });
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
      data-testid={testId}
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
            {templates.map((template) => {
              const holds = description?.(template);
              const holdsId = `${descriptionId}-${template.id}`;
              return (
                <li key={template.id}>
                  <div className="praktijk-template-row">
                    <div>
                      <ToggleButton
                        pressed={active?.id === template.id}
                        onChange={() => onSelect(template)}
                        ariaDescribedby={holds ? holdsId : undefined}
                        wrapText
                      >
                        {template.name}
                      </ToggleButton>
                      {holds && (
                        <div className="praktijk-template-description" id={holdsId}>
                          <Box variant="small" color="text-body-secondary">
                            {holds}
                          </Box>
                        </div>
                      )}
                    </div>
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
                        {TEMPLATE_DELETE_TEXTS.question}
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
                          {TEMPLATE_DELETE_TEXTS.cancel}
                        </Button>
                        <Button
                          formAction="none"
                          variant="normal"
                          onClick={() => void confirm(template)}
                          loading={Boolean(deleting.deleting)}
                          data-testid="template-delete-confirm"
                        >
                          {TEMPLATE_DELETE_TEXTS.confirm}
                        </Button>
                      </SpaceBetween>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </SpaceBetween>
    </Container>
  );
}
