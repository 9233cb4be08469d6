import { type Practitioner } from '@praktijk/shared/schemas/calendar';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { lazy, Suspense, useEffect } from 'react';
import { type BlockedTimeTarget } from './blocked/BlockedTimeModal';
import { newBlockedValues } from './blocked/blocked-form';
import type * as Modals from './PlanningModals';
import { type PlanningEvent } from './calendar/calendar-events';
import { wallDateOf } from './calendar/wall-clock';

// The dialogs' code (forms, patient picker, letter upload) is not part of the first screen: it
// loads right after the calendar has rendered (PlanningDialogs mounts with it), so a dialog
// opened later finds it there. A failed load is forgotten, so opening a dialog tries again.
type PlanningModals = typeof Modals;
let modals: Promise<PlanningModals> | undefined;
export function loadPlanningModals(): Promise<PlanningModals> {
  modals ??= import('./PlanningModals').catch((error: unknown) => {
    modals = undefined;
    throw error;
  });
  return modals;
}
const NewBookingModal = lazy(() => loadPlanningModals().then((m) => ({ default: m.NewBookingModal })));
const EditBookingModal = lazy(() => loadPlanningModals().then((m) => ({ default: m.EditBookingModal })));
const BlockedTimeModal = lazy(() => loadPlanningModals().then((m) => ({ default: m.BlockedTimeModal })));

/** The one dialog a planning screen shows at a time. */
export type PlanningDialog =
  | { kind: 'book'; slot: { start: Date; end: Date }; practitionerId: string }
  | { kind: 'edit'; consultation: ConsultationSummary }
  | { kind: 'block'; target: BlockedTimeTarget };

/** An event clicked (or Enter on it): a booking opens for editing, a blocked time too; a holiday has nothing to open. */
export function dialogForEvent(event: PlanningEvent): PlanningDialog | null {
  if (event.kind === 'consultation') return { kind: 'edit', consultation: event.consultation };
  if (event.kind === 'blocked') return { kind: 'block', target: { kind: 'existing', blocked: event.blocked } };
  return null;
}

interface DialogsProps {
  dialog: PlanningDialog | null;
  /** What the calendar shows now: an open booking follows its newest version. */
  events: readonly PlanningEvent[];
  practitioners: readonly Practitioner[];
  onChange(dialog: PlanningDialog | null): void;
}

export function PlanningDialogs(props: DialogsProps) {
  useEffect(() => {
    loadPlanningModals().catch(() => undefined);
  }, []);
  return (
    <Suspense fallback={null}>
      <OpenDialog {...props} />
    </Suspense>
  );
}

function OpenDialog({ dialog, events, practitioners, onChange }: DialogsProps) {
  const close = () => onChange(null);
  switch (dialog?.kind) {
    case undefined:
      return null;
    case 'book':
      return (
        <NewBookingModal
          slot={dialog.slot}
          practitionerId={dialog.practitionerId}
          practitioners={practitioners}
          onDismiss={close}
          onBlockInstead={(values) =>
            onChange({
              kind: 'block',
              target: {
                kind: 'new',
                values: newBlockedValues(
                  { start: wallDateOf(`${values.date}T${values.start}`), end: wallDateOf(`${values.date}T${values.end}`) },
                  values.practitioner,
                ),
              },
            })
          }
        />
      );
    case 'edit': {
      const shown = events.find((e) => e.kind === 'consultation' && e.id === dialog.consultation.id);
      const consultation = shown?.kind === 'consultation' ? shown.consultation : dialog.consultation;
      return <EditBookingModal consultation={consultation} practitioners={practitioners} onDismiss={close} />;
    }
    case 'block':
      return <BlockedTimeModal target={dialog.target} practitioners={practitioners} onDismiss={close} />;
  }
}
