import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs, { type TabsProps } from '@cloudscape-design/components/tabs';
import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { useMemo, useRef, useState } from 'react';
import { FocusingModal } from '../focus/FocusingModal';
import { IcpcCodeList } from './IcpcCodeList';
import { ALL_TAGS, chapterCodes, icpcChapters, icpcComponentTags, ICPC_QUICK_SEARCH_MIN, quickSearch, quickSearchReady } from './icpc-filter';
import { useIcpcCodes } from './useIcpcCodes';
import './icpc.css';

export interface IcpcPickerModalProps {
  visible: boolean;
  onDismiss(): void;
  /** The code chosen; the caller closes the picker. */
  onPick(code: CatalogueItem): void;
  /** The modal's title: 'Add ICP Code' unless the caller names what the code is for. */
  title?: string;
}

const QUICK_SEARCH = 'quick-search';

/** 'Add ICP Code' (spec 3 §2): Quick Search over every code, and one tab per ICPC-2 chapter. */
export function IcpcPickerModal({ visible, onDismiss, onPick, title = 'Add ICP Code' }: IcpcPickerModalProps) {
  const codes = useIcpcCodes(visible);
  return (
    // Opens on the search box and gives the focus back to the button that opened it (issue 22 §5).
    <FocusingModal visible={visible} onDismiss={onDismiss} header={title} size="large" closeAriaLabel="Close" data-testid="icpc-picker">
      {/* Mounted only while open: every opening starts with an empty search on Quick Search. */}
      {visible && <PickerBody codes={codes} onPick={onPick} />}
    </FocusingModal>
  );
}

function PickerBody({ codes, onPick }: { codes: ReturnType<typeof useIcpcCodes>; onPick(code: CatalogueItem): void }) {
  const [activeTab, setActiveTab] = useState(QUICK_SEARCH);
  if (codes.status === 'loading') return <Spinner size="large" />;
  if (codes.status === 'failed')
    return (
      <Alert type="error" action={<Button onClick={codes.retry}>Try again</Button>}>
        The ICPC codes could not be loaded.
      </Alert>
    );
  const tabs: TabsProps.Tab[] = [
    { id: QUICK_SEARCH, label: 'Quick Search', content: <QuickSearch items={codes.items} onPick={onPick} /> },
    ...icpcChapters(codes.items).map((chapter) => ({
      id: `chapter-${chapter.code}`,
      label: (
        <span title={chapter.name}>
          {chapter.code}
          <span className="praktijk-visually-hidden"> {chapter.name}</span>
        </span>
      ),
      content: <ChapterTab items={codes.items} chapter={chapter} onPick={onPick} />,
    })),
  ];
  return <Tabs tabs={tabs} activeTabId={activeTab} onChange={({ detail }) => setActiveTab(detail.activeTabId)} ariaLabel="ICPC chapters" />;
}

function QuickSearch({ items, onPick }: { items: readonly CatalogueItem[]; onPick(code: CatalogueItem): void }) {
  const [term, setTerm] = useState('');
  const tagOptions = useMemo<SelectProps.Option[]>(
    () => [{ value: ALL_TAGS, label: ALL_TAGS }, ...icpcComponentTags(items).map(({ tag }) => ({ value: tag, label: tag }))],
    [items],
  );
  const [tag, setTag] = useState<SelectProps.Option>(tagOptions[0]!);
  const found = useMemo(() => quickSearch(items, term, tag.value), [items, term, tag.value]);
  const results = useRef<HTMLDivElement>(null);
  return (
    <SpaceBetween size="m">
      <Grid gridDefinition={[{ colspan: { default: 12, s: 8 } }, { colspan: { default: 12, s: 4 } }]}>
        <FormField label="Search" constraintText={`Type ${ICPC_QUICK_SEARCH_MIN} or more characters: code, name or component.`}>
          <Input
            type="search"
            value={term}
            onChange={({ detail }) => setTerm(detail.value)}
            placeholder="Search"
            ariaLabel="Search ICPC codes"
            data-initial-focus
            onKeyDown={({ detail }) => {
              // Down from the search box goes into the results; arrows then move through them.
              if (detail.key === 'ArrowDown') results.current?.querySelector('button')?.focus();
            }}
            data-testid="icpc-search"
          />
        </FormField>
        <FormField label="Component">
          <Select selectedOption={tag} onChange={({ detail }) => setTag(detail.selectedOption)} options={tagOptions} data-testid="icpc-tag" />
        </FormField>
      </Grid>
      <div ref={results}>{quickSearchReady(term) && <IcpcCodeList codes={found} empty="No ICP Codes found." onPick={onPick} label="Search results" />}</div>
    </SpaceBetween>
  );
}

function ChapterTab({ items, chapter, onPick }: { items: readonly CatalogueItem[]; chapter: CatalogueItem; onPick(code: CatalogueItem): void }) {
  const [filter, setFilter] = useState('');
  const codes = useMemo(() => chapterCodes(items, chapter.code, filter), [items, chapter.code, filter]);
  return (
    <SpaceBetween size="m">
      <Box variant="h3">{`${chapter.code} ${chapter.name}`}</Box>
      <Input
        type="search"
        value={filter}
        onChange={({ detail }) => setFilter(detail.value)}
        placeholder={`Filter in ${chapter.name}...`}
        ariaLabel={`Filter in ${chapter.name}`}
        data-testid="icpc-chapter-filter"
      />
      <IcpcCodeList codes={codes} empty="No ICPC Codes found." onPick={onPick} label={`Codes in ${chapter.name}`} />
    </SpaceBetween>
  );
}
