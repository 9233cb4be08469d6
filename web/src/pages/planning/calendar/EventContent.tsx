import { type EventProps } from 'react-big-calendar';
import { BLOCKED_LABEL, type ConsultationEvent, type PlanningEvent, STATE_LABELS, WALK_IN_LABEL } from '@/features/planning/calendar/calendar-events';
import { shortNameOf } from './patient-short-name';
import { StateIcon } from './StateIcon';

/**
 * An event's face (issue 22 §1: readable at 1024 px): the state first as a shape with its word as
 * text alternative, so it is never cut off and never told by colour alone; the patient as
 * 'Surname, I.'; then, as far as the event has room (planning.css wraps what does not fit onto
 * the next line, which a 15-minute booking does not show), the state in words and the reason. The
 * whole name and the times are in the event's title; the times also in its accessible name.
 * A blocked time shows its reason; a holiday its name. A walk-in in the all-day row is a button of
 * its own, since the calendar makes only timed events focusable: Enter on it opens it like a click.
 */
export function EventContent({ event }: EventProps<PlanningEvent>) {
  switch (event.kind) {
    case 'consultation':
      return <ConsultationContent event={event} />;
    case 'blocked':
      return (
        <span className="praktijk-event__body">
          <span className="praktijk-event__name">{BLOCKED_LABEL}</span>
          {event.blocked.reason && <span className="praktijk-event__reason">{event.blocked.reason}</span>}
        </span>
      );
    case 'holiday':
      return <span className="praktijk-event__body">{event.title}</span>;
  }
}

function ConsultationContent({ event: { consultation, state } }: { event: ConsultationEvent }) {
  const body = (
    <>
      {!consultation.booked && <span className="praktijk-event__tag">{WALK_IN_LABEL}</span>}
      <span className="praktijk-event__state" role="img" aria-label={STATE_LABELS[state]}>
        <StateIcon state={state} />
      </span>
      <span className="praktijk-event__name">{shortNameOf(consultation)}</span>
      <span className="praktijk-event__state-word" aria-hidden="true">
        {STATE_LABELS[state]}
      </span>
      {consultation.reason && <span className="praktijk-event__reason">{consultation.reason}</span>}
    </>
  );
  return consultation.booked ? (
    <span className="praktijk-event__body">{body}</span>
  ) : (
    <button type="button" className="praktijk-event__body praktijk-event__button">
      {body}
    </button>
  );
}
