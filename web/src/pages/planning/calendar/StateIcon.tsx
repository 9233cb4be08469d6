import { type ReactNode } from 'react';
import { type ConsultationState } from '@/features/planning/calendar/calendar-events';

// A booking's state as a shape, so it is told apart without colour (WCAG 1.4.1; issue 22 §1) where
// an event has no room for the word: a clock (booked: expected at a time), a person (arrived: in
// the waiting room), a check mark (treated). 12 px, drawn in the text colour.
const SHAPES: Record<ConsultationState, ReactNode> = {
  booked: (
    <>
      <circle cx="6" cy="6" r="5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M6 3v3.2l2.2 1.4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  arrived: (
    <>
      <circle cx="6" cy="3.2" r="2.3" fill="currentColor" />
      <path d="M1.5 11.5c0-3 2-4.8 4.5-4.8s4.5 1.8 4.5 4.8z" fill="currentColor" />
    </>
  ),
  treated: <path d="M1.5 6.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />,
};

/** The state's shape, hidden from assistive technology: whoever shows it names the state in words (a word beside it or a text alternative around it). */
export function StateIcon({ state }: { state: ConsultationState }) {
  return (
    <svg className="praktijk-state-icon" width="12" height="12" viewBox="0 0 12 12" focusable="false" aria-hidden="true">
      {SHAPES[state]}
    </svg>
  );
}
