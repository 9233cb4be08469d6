import { formatDateTime } from '@praktijk/shared/dates';
import { type Consultation } from '@praktijk/shared/schemas/consultations';

// The bottom bar's arrival and treatment buttons (spec 3 §2, §4): not arrived <-> arrived
// (Arrived / Undo Arrived); Treated "enabled only when the consultation can be processed";
// "Undo Treated is allowed only while the consultation has not passed"; "Arrival and treatment
// buttons are hidden once treated", when the bar shows the update time and who updated instead.

export interface BarButton {
  label: string;
  /** The value the button sends. */
  value: boolean;
  enabled: boolean;
}

export interface ConsultationActions {
  arrival: BarButton | null;
  treat: BarButton | null;
  undoTreat: BarButton | null;
  /** After treatment: when and by whom (DD-MM-YYYY HH:mm). */
  treated: { time: string; by: string } | null;
}

export function consultationActions(consultation: Consultation, canChange: boolean): ConsultationActions {
  if (consultation.processed)
    return {
      arrival: null,
      treat: null,
      undoTreat: consultation.is_past ? null : { label: 'Undo Treated', value: false, enabled: canChange },
      treated: { time: formatDateTime(consultation.updated), by: consultation.updated_by?.name ?? '' },
    };
  return {
    arrival: consultation.arrived ? { label: 'Undo Arrived', value: false, enabled: canChange } : { label: 'Arrived', value: true, enabled: canChange },
    // can_change_processed already says arrived, not past, and that the caller may change consultations.
    treat: { label: 'Treated', value: true, enabled: consultation.can_change_processed },
    undoTreat: null,
    treated: null,
  };
}
