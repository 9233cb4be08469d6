import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { shortNameOf } from '../calendar/patient-short-name';
import { clockTimeOf, shownTime } from '@/features/day-lists/consultation-state';
import { WaitingTime } from '@/features/day-lists/WaitingLists';

export type RowAction = 'Arrived' | 'Undo Arrived';

export interface ArrivalRowProps {
  consultation: ConsultationSummary;
  /** The row's button, when the board may mark arrivals (today, with the right to change consultations). */
  action?: RowAction;
  /** The consultation whose arrival is being saved: its button spins, the others wait. */
  busy: string | undefined;
  onArrived(consultation: ConsultationSummary, arrived: boolean): void;
}

/** What follows the practitioner's name: how long the patient has waited, or when they were treated. */
function Detail({ consultation }: { consultation: ConsultationSummary }) {
  if (consultation.processed)
    return (
      <Box variant="span" color="text-status-success">
        {consultation.processed_at ? `Treated ${clockTimeOf(consultation.processed_at)}` : 'Treated'}
      </Box>
    );
  return consultation.arrived ? <WaitingTime consultation={consultation} /> : null;
}

/**
 * One patient on the board: the time, the patient as the calendar names them ('Surname, I.', the
 * whole name on hover and in the button's accessible name), a Walk-in tag, the practitioner, and
 * the waiting time or time of treatment. Every part wraps between words, none is cut off.
 */
export function ArrivalRow({ consultation, action, busy, onArrived }: ArrivalRowProps) {
  const arrived = action === 'Arrived';
  return (
    <li className="praktijk-arrivals__row" data-testid="arrivals-row">
      <div className="praktijk-arrivals__text">
        <div className="praktijk-arrivals__line">
          <span className="praktijk-arrivals__time">{shownTime(consultation)}</span>
          <span className="praktijk-arrivals__patient" title={consultation.patient_name}>
            {shortNameOf(consultation)}
          </span>
          {consultation.is_walkin && <Badge>Walk-in</Badge>}
        </div>
        <div className="praktijk-arrivals__line praktijk-arrivals__line--detail">
          <span data-testid="arrivals-practitioner">{consultation.practitioner.name}</span>
          <Detail consultation={consultation} />
        </div>
      </div>
      {action && (
        <div className="praktijk-arrivals__action">
          <Button
            variant={arrived ? 'normal' : 'inline-link'}
            ariaLabel={`${action}: ${consultation.patient_name}`}
            loading={busy === consultation.id}
            disabled={busy !== undefined && busy !== consultation.id}
            onClick={() => onArrived(consultation, arrived)}
          >
            {action}
          </Button>
        </div>
      )}
    </li>
  );
}
