import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { formatDate } from '@praktijk/shared/dates';
import { type Decursus, DECURSUS_TEXT_FIELDS, type DecursusTextField } from '@praktijk/shared/schemas/decursus';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api';
import { icpcLabel } from '@/components/icpc/icpc-filter';
import { apiQuery } from '@/query/api-query';
import { DECURSUS_FIELD_LABELS } from './decursus-form';
import { OPENING_REQUEST, type PreviousNavigation, previousNavigation, type PreviousRequest } from './previous-decursus';
import './decursus.css';

interface PreviousDecursusPanelProps {
  consultationId: string;
  /** Copies a field of the shown note into the current form (absent for users who cannot change it). */
  onCopy?(field: DecursusTextField, value: string): void;
}

/** Previous Decursus (spec 3 §2): one earlier note at a time, first / previous / next / last. */
export function PreviousDecursusPanel({ consultationId, onCopy }: PreviousDecursusPanelProps) {
  const [request, setRequest] = useState<PreviousRequest>(OPENING_REQUEST);
  const { data, error, isFetching } = useQuery({
    ...apiQuery('previousDecursus', { params: { id: consultationId }, query: request }),
    // The note shown stays while the next one loads, so the buttons do not jump.
    placeholderData: keepPreviousData,
  });
  if (error && !(isApiError(error) && error.redirected)) return <Box color="text-status-error">The previous decursus could not be loaded.</Box>;
  if (!data) return <Spinner />;
  const navigation = previousNavigation(isFetching ? undefined : data);
  return (
    <SpaceBetween size="s">
      <NavigationButtons navigation={navigation} onGo={setRequest} />
      {data.decursus ? (
        <PreviousNote note={data.decursus} onCopy={onCopy} />
      ) : (
        <Box color="text-status-inactive" data-testid="previous-decursus-empty">
          No previous Decursus found.
        </Box>
      )}
    </SpaceBetween>
  );
}

const BUTTONS: { key: keyof PreviousNavigation; label: string; icon: 'angle-left-double' | 'angle-left' | 'angle-right' | 'angle-right-double' }[] = [
  { key: 'first', label: 'First', icon: 'angle-left-double' },
  { key: 'previous', label: 'Previous', icon: 'angle-left' },
  { key: 'next', label: 'Next', icon: 'angle-right' },
  { key: 'last', label: 'Last', icon: 'angle-right-double' },
];

function NavigationButtons({ navigation, onGo }: { navigation: PreviousNavigation; onGo(request: PreviousRequest): void }) {
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      {BUTTONS.map(({ key, label, icon }) => {
        const target = navigation[key];
        return (
          // Icons only, named for screen readers: the four fit the narrow panel on one line.
          <Button
            key={key}
            iconName={icon}
            ariaLabel={label}
            disabled={!target}
            onClick={() => target && onGo(target)}
            data-testid={`previous-decursus-${key}`}
          />
        );
      })}
    </SpaceBetween>
  );
}

function PreviousNote({ note, onCopy }: { note: Decursus; onCopy?(field: DecursusTextField, value: string): void }) {
  return (
    <SpaceBetween size="xs" data-testid="previous-decursus-note">
      <Box fontWeight="bold" data-testid="previous-decursus-date">
        {`${formatDate(note.date)} · ${note.created_by.name}`}
      </Box>
      <dl className="praktijk-previous-decursus">
        {DECURSUS_TEXT_FIELDS.map((field) => (
          <div key={field} className="praktijk-previous-decursus__row" data-testid={`previous-decursus-${field}`}>
            <dt>{DECURSUS_FIELD_LABELS[field]}</dt>
            <dd>
              <span className="praktijk-previous-decursus__text">{note[field] || 'n/a'}</span>
              {onCopy && (
                <Button
                  variant="icon"
                  iconName="copy"
                  disabled={!note[field]}
                  ariaLabel={`Copy ${DECURSUS_FIELD_LABELS[field]} into the current decursus`}
                  onClick={() => onCopy(field, note[field])}
                  data-testid={`previous-decursus-copy-${field}`}
                />
              )}
            </dd>
          </div>
        ))}
        <IcpcRow label="ICPC Subjective" code={note.icpc_subjective} />
        <IcpcRow label="ICPC Evaluation" code={note.icpc_evaluation} />
      </dl>
    </SpaceBetween>
  );
}

function IcpcRow({ label, code }: { label: string; code: Decursus['icpc_subjective'] }) {
  return (
    <div className="praktijk-previous-decursus__row">
      <dt>{label}</dt>
      <dd>
        <span className="praktijk-previous-decursus__text">{code ? icpcLabel(code) : 'n/a'}</span>
      </dd>
    </div>
  );
}
