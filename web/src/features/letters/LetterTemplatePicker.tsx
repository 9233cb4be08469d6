import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { fold } from '@praktijk/shared/text';
import { useState } from 'react';
import { ChoiceModal } from '@/components/focus/ChoiceModal';
import { type PagedColumn, PagedTable } from '@/components/table/PagedTable';
import { type ApiResult, secondaryErrorText, secondaryQuery } from '@/query/api-query';

/** A template chosen to start from: filled for the patient by the writer. */
export interface PickedTemplate {
  id: string;
  name: string;
}

type ListedTemplate = ApiResult<'listLetterTemplates'>[number];

interface LetterTemplatePickerProps {
  visible: boolean;
  /** Only the templates of one category (the referral writer's 'referrals', spec 3 §2). */
  category?: 'referrals';
  onPick(template: PickedTemplate): void;
  onDismiss(): void;
}

/**
 * The Templates picker (spec 3 §2): the practice's letter templates by name, narrowed by a filter
 * on the name (accents and case ignored, as every search here); Use fills the chosen one for this
 * patient into the editor. 'No Template Found' is spec 3 §8's empty state.
 */
export function LetterTemplatePicker({ visible, category, onPick, onDismiss }: LetterTemplatePickerProps) {
  return <ChoiceModal visible={visible} header="Templates" onDismiss={onDismiss} list={() => <TemplateChoice category={category} onPick={onPick} />} />;
}

function TemplateChoice({ category, onPick }: Pick<LetterTemplatePickerProps, 'onPick' | 'category'>) {
  const [filter, setFilter] = useState('');
  const templates = useQuery(secondaryQuery('listLetterTemplates', { query: category ? { category } : {} }));
  const failed = secondaryErrorText(templates.error, 'The templates could not be loaded.');
  const wanted = fold(filter.trim());
  const shown = (templates.data ?? []).filter((t) => fold(t.name).includes(wanted));
  const columns: PagedColumn<ListedTemplate>[] = [
    { id: 'name', header: 'Name', cell: (t) => t.name, sortValue: (t) => t.name },
    { id: 'category', header: 'Category', cell: (t) => t.category.name, sortValue: (t) => t.category.name },
    {
      id: 'use',
      header: 'Actions',
      cell: (t) => (
        <Button variant="inline-link" ariaLabel={`Use ${t.name}`} onClick={() => onPick({ id: t.id, name: t.name })} data-testid="use-template">
          Use
        </Button>
      ),
    },
  ];
  return (
    <SpaceBetween size="s">
      <Input
        value={filter}
        onChange={({ detail }) => setFilter(detail.value)}
        type="search"
        placeholder="Search templates"
        ariaLabel="Search templates"
        data-initial-focus
      />
      <PagedTable<ListedTemplate>
        testId="letter-templates-table"
        ariaLabel="Templates"
        columns={columns}
        items={shown}
        loading={templates.isLoading}
        loadingText="Loading templates"
        trackBy="id"
        header={<Header variant="h3">Practice templates</Header>}
        empty={
          <Box textAlign="center" color="inherit">
            {failed ?? 'No Template Found'}
          </Box>
        }
      />
    </SpaceBetween>
  );
}
