import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { LETTER_CATEGORIES } from '@praktijk/shared/schemas/letters';
import { Suspense, useReducer } from 'react';
import { useCan } from '@/auth/permissions';
import { LetterEditor } from '@/features/letters/editor';
import { type TabStatus } from '@/features/records/types';
import { useReportStatus } from '@/features/records/useReportStatus';
import { apiQuery, secondaryQuery } from '@/query/api-query';
import { useUnsavedChanges } from '@/shell/unsaved/useUnsavedChanges';
import { builderReducer, categoryCode, initialBuilderState, isDirty } from './template-builder-state';
import { useTemplateLoad } from './template-load';
import { useTemplateSave } from './template-save';
import { TemplatePreview } from './TemplatePreview';
import { EDITOR_LICENCE_TEXT, EDITOR_SOURCE_URL, TEMPLATE_SAVE_FAILED_HEADER } from './template-texts';

/**
 * Template Builder (spec 3 §2, §3 "Letter template", §4): pick one of the practice's templates to
 * load it, or start a new one; edit its name, category and content; Preview, Save, Save as, Delete.
 * Shown with can_view on lettertemplate (LettersTab); the editor and saving need can_change,
 * Delete can_delete. An existing template's content saves itself (autosave, content only).
 */
export function TemplateBuilder({ onStatusChange }: { onStatusChange?(status: TabStatus): void }) {
  const can = useCan();
  const canChange = can('change', 'lettertemplate');
  const canDelete = can('delete', 'lettertemplate');
  const [state, dispatch] = useReducer(builderReducer, initialBuilderState);
  const dirty = isDirty(state);
  const saver = useTemplateSave(state, dispatch, canChange);
  const loader = useTemplateLoad(state, dispatch, saver);
  const templates = useQuery(apiQuery('listLetterTemplates'));
  const categories = useQuery(secondaryQuery('listLetterCategories'));
  useUnsavedChanges(canChange && dirty);
  useReportStatus(saver.failure || saver.nameError ? 'error' : dirty ? 'dirty' : 'clean', onStatusChange);

  const busy = saver.saving || loader.loading;
  const categoryOptions = (categories.data ?? LETTER_CATEGORIES).map((c) => ({ value: c.code, label: c.name }));
  const templateOptions = (templates.data ?? []).map((t) => ({ value: t.id, label: t.name, description: t.category.name }));
  const selected = templateOptions.find((o) => o.value === state.opened?.id) ?? null;

  return (
    <Container
      data-testid="template-builder"
      header={
        <Header
          variant="h2"
          description={dirty ? 'Unsaved changes' : undefined}
          actions={
            canChange && (
              <Button onClick={() => void loader.startNew()} disabled={busy} data-testid="template-new">
                New
              </Button>
            )
          }
        >
          Template Builder
        </Header>
      }
      footer={
        <Box variant="small" data-testid="editor-licence">
          <Link href={EDITOR_SOURCE_URL} external variant="secondary" fontSize="body-s">
            {EDITOR_LICENCE_TEXT}
          </Link>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label="Template" data-testid="template-pick">
          <Select
            selectedOption={selected}
            options={templateOptions}
            onChange={({ detail }) => detail.selectedOption.value && void loader.load(detail.selectedOption.value)}
            placeholder="Choose a template to load"
            filteringType="auto"
            statusType={templates.isPending ? 'loading' : templates.isError ? 'error' : 'finished'}
            empty="No Template Found"
            disabled={busy}
          />
        </FormField>
        {loader.error && <Alert type="error">{loader.error}</Alert>}
        {saver.failure && (
          <Alert
            type="error"
            header={TEMPLATE_SAVE_FAILED_HEADER}
            data-testid="template-save-failed"
            action={
              saver.failure.reload ? (
                <Button onClick={() => void loader.reload()}>Reload</Button>
              ) : (
                saver.failure.retry && <Button onClick={saver.failure.retry}>Retry</Button>
              )
            }
            dismissible
            onDismiss={saver.clearErrors}
          >
            {saver.failure.message}
          </Alert>
        )}
        <ColumnLayout columns={2}>
          <FormField label="Name" errorText={saver.nameError} data-testid="template-name">
            <Input
              value={state.draft.name}
              onChange={({ detail }) => dispatch({ type: 'edit', change: { name: detail.value } })}
              ariaRequired
              invalid={Boolean(saver.nameError)}
              disabled={busy || !canChange}
            />
          </FormField>
          <FormField label="Category" data-testid="template-category">
            <Select
              selectedOption={categoryOptions.find((o) => o.value === state.draft.category) ?? null}
              options={categoryOptions}
              onChange={({ detail }) => dispatch({ type: 'edit', change: { category: categoryCode(detail.selectedOption.value ?? '') } })}
              disabled={busy || !canChange}
            />
          </FormField>
        </ColumnLayout>
        <Suspense fallback={<Spinner size="large" />}>
          <LetterEditor
            value={state.draft.content}
            onChange={(content) => dispatch({ type: 'edit', change: { content } })}
            ariaLabel="Template content"
            height={480}
            disabled={loader.loading || !canChange}
          />
        </Suspense>
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {canDelete && state.opened && (
              <Button onClick={() => void loader.remove()} disabled={busy} data-testid="template-delete">
                Delete
              </Button>
            )}
            <TemplatePreview content={state.draft.content} disabled={loader.loading} />
            {canChange && (
              <Button onClick={() => void saver.saveAs()} loading={saver.saving} disabled={loader.loading} data-testid="template-save-as">
                Save as
              </Button>
            )}
            {canChange && (
              <Button variant="primary" onClick={() => void saver.save()} loading={saver.saving} disabled={loader.loading} data-testid="template-save">
                Save
              </Button>
            )}
          </SpaceBetween>
        </Box>
      </SpaceBetween>
    </Container>
  );
}
