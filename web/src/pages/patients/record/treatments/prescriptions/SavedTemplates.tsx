import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { type PrescriptionTemplate } from '@praktijk/shared/schemas/prescription-templates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { secondaryErrorText, secondaryQuery } from '../../../../../query/api-query';
import { useDebouncedValue } from '../../../../../query/useDebouncedValue';
import './templates.css';

// The Saved Templates list beside the prescription form (spec 2 §2, §4, §9): the practice's
// templates of the form's kind (chronic or not), filtered by search text, at most 10 (the server's
// bound). Selecting one loads it into the form; selecting it again deselects it.
const SEARCH_DEBOUNCE_MS = 300;

export interface SavedTemplatesProps {
  isChronic: boolean;
  active: PrescriptionTemplate | undefined;
  onSelect(template: PrescriptionTemplate): void;
  /** One level below the form's own heading. */
  headingTag: 'h3' | 'h4';
}

export function SavedTemplates({ isChronic, active, onSelect, headingTag }: SavedTemplatesProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery(secondaryQuery('listPrescriptionTemplates', { query: { is_chronic: isChronic, ...(search ? { search } : {}) } }));
  const templates = query.data ?? [];
  const failed = secondaryErrorText(query.error, 'The templates could not be loaded.');
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
                <ToggleButton pressed={active?.id === template.id} onChange={() => onSelect(template)} wrapText>
                  {template.name}
                </ToggleButton>
              </li>
            ))}
          </ul>
        )}
      </SpaceBetween>
    </Container>
  );
}
