import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSortable } from '@dnd-kit/sortable';
import { CONSULTATION_AUTOSAVE_MS } from '@praktijk/shared/schemas/consultations';
import { type Episode, EPISODE_NAME_MAX } from '@praktijk/shared/schemas/episodes';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api';
import { IcpcPickerModal } from '@/components/icpc/IcpcPickerModal';
import { icpcLabel } from '@/components/icpc/icpc-filter';
import { type EpisodeChanges } from './useEpisodes';

// The Episodes modal's row cells that hold state or hooks: the drag handle (a sortable item),
// the name (auto-saved after 1000 ms of quiet), the status and the ICPC code.

/** The drag handle: pointer drag, or focus it, Space, arrow keys, Space (dnd-kit's keyboard sensor). */
export function DragHandle({ episode }: { episode: Episode }) {
  const { setNodeRef, attributes, listeners, isDragging } = useSortable({ id: episode.id });
  return (
    <div ref={setNodeRef} className={isDragging ? 'praktijk-episode-handle praktijk-episode-handle--dragging' : 'praktijk-episode-handle'}>
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${episode.name}`}
        className="praktijk-episode-handle__button"
        data-testid="episode-drag"
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          {[4, 8, 12].flatMap((y) => [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.3" fill="currentColor" />))}
        </svg>
      </button>
    </div>
  );
}

const NAME_REQUIRED = 'This field is required.';

function nameProblem(name: string): string | undefined {
  if (!name.trim()) return NAME_REQUIRED;
  if (name.trim().length > EPISODE_NAME_MAX) return `Ensure this field has no more than ${EPISODE_NAME_MAX} characters.`;
  return undefined;
}

interface NameCellProps {
  episode: Episode;
  save(changes: EpisodeChanges): Promise<boolean>;
}

/** The name, edited in place: saved 1000 ms after typing stops (spec 3 §4, §9), 'Episode updated'. */
export function NameCell({ episode, save }: NameCellProps) {
  const [draft, setDraft] = useState(episode.name);
  const [error, setError] = useState<string | undefined>(undefined);
  // The name the server last answered: a new answer replaces the draft only when nothing is typed over it.
  const known = useRef(episode.name);
  useEffect(() => {
    if (episode.name === known.current) return;
    setDraft((current) => (current === known.current ? episode.name : current));
    known.current = episode.name;
  }, [episode.name]);
  useEffect(() => {
    if (draft === known.current) return;
    const problem = nameProblem(draft);
    if (problem) return;
    const timer = setTimeout(() => {
      void save({ name: draft.trim() }).then((ok) => setError(ok ? undefined : 'The name could not be saved.'));
    }, CONSULTATION_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [draft, save]);
  const shown = nameProblem(draft) ?? error;
  return (
    <FormField errorText={shown} stretch>
      <Input
        value={draft}
        onChange={({ detail }) => {
          setError(undefined);
          setDraft(detail.value);
        }}
        ariaLabel={`Name of episode ${episode.name}`}
        invalid={Boolean(shown)}
        data-testid="episode-name"
      />
    </FormField>
  );
}

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Active or Inactive: choosing Inactive closes the episode (its end is today); Activate opens it again. */
export function StatusCell({ episode, onClose, onActivate }: { episode: Episode; onClose(): void; onActivate(): void }) {
  const selected = STATUS_OPTIONS[episode.active ? 0 : 1]!;
  return (
    <Select
      selectedOption={selected}
      options={STATUS_OPTIONS}
      expandToViewport
      ariaLabel={`Status of ${episode.name}`}
      onChange={({ detail }) => {
        if (detail.selectedOption.value === selected.value) return;
        if (detail.selectedOption.value === 'inactive') onClose();
        else onActivate();
      }}
      data-testid="episode-status"
    />
  );
}

/** The episode's ICPC code: picked in 'Add ICP Code', cleared with the cross; `short` shows the code without its name (narrow windows). */
export function IcpcCell({ episode, short, onChange }: { episode: Episode; short?: boolean; onChange(icpcId: string | null): void }) {
  const [picking, setPicking] = useState(false);
  return (
    <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
      <Button
        variant="inline-link"
        onClick={() => setPicking(true)}
        ariaLabel={
          episode.icpc
            ? `${short ? episode.icpc.code : icpcLabel(episode.icpc)}: change the ICPC code of ${episode.name} (${episode.icpc.name})`
            : `Add ICP Code for ${episode.name}`
        }
        data-testid="episode-icpc"
      >
        {episode.icpc ? (short ? episode.icpc.code : icpcLabel(episode.icpc)) : 'Add ICP Code'}
      </Button>
      {episode.icpc && (
        <Button
          variant="icon"
          iconName="close"
          ariaLabel={`Clear the ICPC code of ${episode.name}`}
          onClick={() => onChange(null)}
          data-testid="episode-icpc-clear"
        />
      )}
      <IcpcPickerModal
        visible={picking}
        onDismiss={() => setPicking(false)}
        onPick={(code) => {
          setPicking(false);
          onChange(code.id);
        }}
      />
    </SpaceBetween>
  );
}

/** A write's failure as the toast says it: the server's word on a conflict, else 'Something went wrong'. */
export function failureText(error: unknown): string | undefined {
  if (isApiError(error) && error.redirected) return undefined;
  return isApiError(error) && error.status === 409 ? error.message : 'Something went wrong';
}
