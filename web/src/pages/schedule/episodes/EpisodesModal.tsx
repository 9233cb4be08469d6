import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { formatDate } from '@praktijk/shared/dates';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type Episode } from '@praktijk/shared/schemas/episodes';
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { FocusingModal } from '@/components/focus/FocusingModal';
import { useViewportAtLeast } from '@/components/table/useViewportAtLeast';
import { useNotifications } from '@/shell/notifications';
import { useConsultation } from '@/features/consultations/consultation-query';
import { DragHandle, failureText, IcpcCell, NameCell, StatusCell } from './EpisodeCells';
import { moveEpisode, shortId, tickForMerge } from './episodes-logic';
import { type EpisodeChanges, useEpisodes } from './useEpisodes';
import { NewEpisode } from './NewEpisode';
import './episodes.css';

interface EpisodesModalProps {
  visible: boolean;
  consultation: Consultation;
  onDismiss(): void;
}

/** From this window width every column has its own place (as the Users table folds below it). */
const WIDE_TABLE_PX = 1280;

/** DD-MM-YYYY on one line; 'n/a' for an episode not closed. */
function DateText({ value, block }: { value: string | null; block?: boolean }) {
  return <span className={block ? 'praktijk-nowrap praktijk-block' : 'praktijk-nowrap'}>{value ? formatDate(value) : 'n/a'}</span>;
}

function EpisodeId({ id }: { id: string }) {
  return <span title={id}>{shortId(id)}</span>;
}

const UPDATED = { header: 'Episode updated', content: 'Episode was updated successfully' };

/** Runs a write of the modal: 'Episode updated' when `success`, the failure's text otherwise; true when it was saved. */
function useAttempt() {
  const { notify } = useNotifications();
  return useCallback(
    async (work: () => Promise<unknown>, success = true): Promise<boolean> => {
      try {
        await work();
        if (success) notify({ type: 'success', ...UPDATED });
        return true;
      } catch (error) {
        const text = failureText(error);
        if (text) notify({ type: 'error', header: 'Error', content: text });
        return false;
      }
    },
    [notify],
  );
}

/** Episodes (spec 3 §2 "Episodes modal"): the patient's episodes, reordered, merged, renamed, coded, linked. */
export function EpisodesModal({ visible, consultation, onDismiss }: EpisodesModalProps) {
  return (
    <FocusingModal
      visible={visible}
      onDismiss={onDismiss}
      header="Episodes"
      size="max"
      closeAriaLabel="Close"
      data-testid="episodes-modal"
      footer={<EpisodesFooter visible={visible} consultationId={consultation.id} patientId={consultation.patient_id} onDismiss={onDismiss} />}
    >
      {visible && <EpisodesBody consultationId={consultation.id} patientId={consultation.patient_id} />}
    </FocusingModal>
  );
}

/** Spec 3 §2: "Footer: New Episode (name input and Create) and Dismiss". */
function EpisodesFooter({ visible, consultationId, patientId, onDismiss }: { visible: boolean; consultationId: string; patientId: string; onDismiss(): void }) {
  return (
    <div className="praktijk-episodes-footer" data-testid="episodes-footer">
      {visible ? <NewEpisodeOf consultationId={consultationId} patientId={patientId} /> : <span />}
      <Button variant="link" onClick={onDismiss} data-testid="episodes-dismiss">
        Dismiss
      </Button>
    </div>
  );
}

/** The footer's New Episode, writing through the same episode list as the table above it. */
function NewEpisodeOf({ consultationId, patientId }: { consultationId: string; patientId: string }) {
  const { writes } = useEpisodes(patientId, consultationId);
  const attempt = useAttempt();
  return <NewEpisode create={(name) => attempt(() => writes.create(name), false)} />;
}

function EpisodesBody({ consultationId, patientId }: { consultationId: string; patientId: string }) {
  const { episodes, writes, query } = useEpisodes(patientId, consultationId);
  const { consultation, writes: consultationWrites } = useConsultation(consultationId);
  const [ticked, setTicked] = useState<string[]>([]);
  const [dragging, setDragging] = useState<Episode | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const list = episodes ?? [];
  const wide = useViewportAtLeast(WIDE_TABLE_PX);
  const attempt = useAttempt();
  const update = useCallback((id: string, changes: EpisodeChanges) => attempt(() => writes.update(id, changes)), [attempt, writes]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over || active.id === over.id) return;
    void attempt(() => writes.sort(moveEpisode(list, String(active.id), String(over.id))), false);
  };
  const nameOf = (id: UniqueIdentifier | undefined) => list.find((episode) => episode.id === id)?.name ?? '';
  // What a screen reader hears while moving an episode, by its name (dnd-kit says ids by default).
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over the place of ${nameOf(over.id)}.` : `${nameOf(active.id)} is no longer over a place.`,
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} was moved to the place of ${nameOf(over.id)}.` : `${nameOf(active.id)} was dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragStart = ({ active }: DragStartEvent) => setDragging(list.find((episode) => episode.id === active.id) ?? null);

  const rowAction = (episode: Episode) => {
    if (!episode.active)
      return (
        <Button onClick={() => void attempt(() => writes.activate(episode.id))} ariaLabel={`Activate ${episode.name}`} data-testid="episode-activate">
          Activate
        </Button>
      );
    if (consultation?.episode === episode.id)
      return (
        <Box color="text-status-success" fontWeight="bold" data-testid="episode-selected">
          Selected
        </Box>
      );
    return (
      <Button onClick={() => void attempt(() => consultationWrites.setEpisode(episode.id), false)} ariaLabel={`Set ${episode.name}`} data-testid="episode-set">
        Set
      </Button>
    );
  };

  const columns: TableProps.ColumnDefinition<Episode>[] = [
    { id: 'drag', header: <span className="praktijk-visually-hidden">Order</span>, cell: (episode) => <DragHandle episode={episode} />, width: 44 },
    {
      id: 'merge',
      header: 'Merge',
      cell: (episode) => (
        <Checkbox
          checked={ticked.includes(episode.id)}
          disabled={!episode.active}
          onChange={({ detail }) => setTicked((now) => tickForMerge(now, episode, detail.checked))}
          ariaLabel={`Merge ${episode.name}`}
          data-testid="episode-merge"
        />
      ),
      width: 60,
    },
    {
      id: 'bookmark',
      header: 'Bookmark',
      cell: (episode) => (
        <ToggleButton
          variant="icon"
          iconName="star"
          pressedIconName="star-filled"
          pressed={episode.bookmarked}
          ariaLabel={`Bookmark ${episode.name}`}
          onChange={({ detail }) => void attempt(() => writes.bookmark(episode.id, detail.pressed))}
          data-testid="episode-bookmark"
        />
      ),
      width: 90,
    },
    ...(wide
      ? [
          { id: 'id', header: 'Id', cell: (episode: Episode) => <EpisodeId id={episode.id} />, width: 90 },
          { id: 'start', header: 'Started', cell: (episode: Episode) => <DateText value={episode.start} />, width: 120 },
          { id: 'end', header: 'Closed', cell: (episode: Episode) => <DateText value={episode.end} />, width: 120 },
        ]
      : [
          // Below 1280 px the id sits under the name and the two dates share a column, so the row fits 1024 px.
          {
            id: 'dates',
            header: 'Started / Closed',
            cell: (episode: Episode) => (
              <>
                <DateText value={episode.start} block />
                <DateText value={episode.end} block />
              </>
            ),
            width: 104,
          },
        ]),
    {
      id: 'name',
      header: 'Name',
      cell: (episode) => (
        <div className="praktijk-episode-name">
          <NameCell episode={episode} save={(changes) => update(episode.id, changes)} />
          {!wide && (
            <Box variant="small" color="text-body-secondary">
              Id <EpisodeId id={episode.id} />
            </Box>
          )}
        </div>
      ),
      width: wide ? 240 : 150,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (episode) => (
        <StatusCell
          episode={episode}
          onClose={() => void update(episode.id, { active: false })}
          onActivate={() => void attempt(() => writes.activate(episode.id))}
        />
      ),
      width: wide ? 140 : 110,
    },
    {
      id: 'icpc',
      header: 'ICPC code',
      cell: (episode) => <IcpcCell episode={episode} short={!wide} onChange={(icpc_id) => void update(episode.id, { icpc_id })} />,
      width: wide ? 220 : 120,
    },
    {
      id: 'action',
      header: <span className="praktijk-visually-hidden">Action</span>,
      // One line: the buttons' words never break in a narrow column.
      cell: (episode) => <div className="praktijk-nowrap">{rowAction(episode)}</div>,
      width: wide ? 110 : 106,
    },
  ];

  return (
    <SpaceBetween size="l">
      <DndContext
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: 'To move an episode, press Space, move it with the arrow keys, and press Space again to drop it or Escape to cancel.',
          },
        }}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <SortableContext items={list.map((episode) => episode.id)} strategy={verticalListSortingStrategy}>
          <Table
            items={list}
            columnDefinitions={columns}
            trackBy="id"
            variant="embedded"
            loading={query.isPending}
            loadingText="Loading episodes"
            resizableColumns={false}
            wrapLines
            empty={<Box color="text-status-inactive">No Episodes</Box>}
            ariaLabels={{ tableLabel: 'Episodes' }}
            data-testid="episodes-table"
          />
        </SortableContext>
        {/* In the page's body (the modal's transform would misplace a fixed overlay, and with it the drop target), and
            the handle's size (the name hangs beside it), so the drop lands where the handle is, by pointer and by keys. */}
        {createPortal(
          <DragOverlay>
            {dragging ? (
              <div className="praktijk-episode-overlay" aria-hidden="true">
                <span className="praktijk-episode-overlay__name">{dragging.name}</span>
              </div>
            ) : null}
          </DragOverlay>,
          document.body,
        )}
      </DndContext>
      <MergeConfirm
        ticked={ticked}
        episodes={list}
        onCancel={() => setTicked([])}
        onConfirm={async () => {
          const pair = ticked;
          setTicked([]);
          await attempt(() => writes.merge(pair));
        }}
      />
    </SpaceBetween>
  );
}

interface MergeConfirmProps {
  ticked: readonly string[];
  episodes: readonly Episode[];
  onCancel(): void;
  onConfirm(): Promise<void>;
}

/** 'MERGE EPISODES' (spec 3 §2): opens when two are ticked; the first ticked leads. */
function MergeConfirm({ ticked, episodes, onCancel, onConfirm }: MergeConfirmProps) {
  const [leading, merged] = ticked.map((id) => episodes.find((episode) => episode.id === id));
  return (
    <FocusingModal
      visible={ticked.length === 2}
      onDismiss={onCancel}
      header="MERGE EPISODES"
      closeAriaLabel="Close"
      data-testid="episodes-merge-confirm"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void onConfirm()} data-testid="episodes-merge-button">
              Confirm
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        {leading && merged && <Box>{`'${merged.name}' is merged into '${leading.name}', which leads.`}</Box>}
        <Box fontWeight="bold">NOTE: this cannot be undone!</Box>
      </SpaceBetween>
    </FocusingModal>
  );
}
