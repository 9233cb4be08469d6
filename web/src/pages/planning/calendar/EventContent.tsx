import { type EventProps } from 'react-big-calendar';
import { BLOCKED_LABEL, type PlanningEvent, STATE_LABELS, WALK_IN_LABEL } from './calendar-events';

/**
 * An event's face: a booking's patient, its state in words (colour is not the only sign) and its
 * reason (react-big-calendar shows the time above it); a blocked time with its reason; a holiday
 * by name. A walk-in in the all-day row is a button of its own, since the calendar makes only
 * timed events focusable: Enter on it opens it like a click.
 */
export function EventContent({ event }: EventProps<PlanningEvent>) {
  switch (event.kind) {
    case 'consultation': {
      const { consultation, state } = event;
      const body = (
        <>
          {!consultation.booked && <span className="praktijk-event__tag">{WALK_IN_LABEL}</span>}
          <span className="praktijk-event__name">{consultation.patient_name}</span>
          <span className="praktijk-event__state">{STATE_LABELS[state]}</span>
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
