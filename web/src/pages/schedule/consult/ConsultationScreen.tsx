import SpaceBetween from '@cloudscape-design/components/space-between';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { useEffect, useRef } from 'react';
import { type ConsultationWrites } from '@/features/consultations/consultation-query';
import { RecordCards } from './cards/RecordCards';
import { ConsultationBar } from './ConsultationBar';
import { ConsultationForm } from './ConsultationForm';
import { InsuranceStrip } from './InsuranceStrip';
import './consult.css';

/**
 * Keeps the bar's height in --praktijk-consult-bar on the screen, so the forms' own sticky actions
 * sit above the bar (consult.css), and reserves it at the window's bottom while the screen is open
 * (issue 22 §4): the document's scroll-padding-bottom, so a control reached by Tab, a search or a
 * scrollIntoView stops above the bar instead of under it (WCAG 2.4.11, focus not obscured).
 */
function useBarHeight(screen: React.RefObject<HTMLDivElement | null>, bar: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const [root, element] = [screen.current, bar.current];
    if (!root || !element) return;
    const page = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--praktijk-consult-bar', `${element.offsetHeight}px`);
      page.style.scrollPaddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      page.style.removeProperty('scroll-padding-bottom');
    };
  }, [screen, bar]);
}

/**
 * The consultation screen (spec 3 §2 "Consultation screen"): the consultation form, the insurance
 * strip, the medical record cards in the spec's order, and the bar at the window's bottom.
 */
export function ConsultationScreen({ consultation, writes }: { consultation: Consultation; writes: ConsultationWrites }) {
  const screen = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useBarHeight(screen, bar);
  return (
    <div ref={screen} className="praktijk-consult-screen" data-testid="consultation-screen">
      <SpaceBetween size="l">
        <ConsultationForm consultation={consultation} writes={writes} />
        <InsuranceStrip patientId={consultation.patient_id} />
        <RecordCards patientId={consultation.patient_id} decursusId={consultation.decursus_id} />
      </SpaceBetween>
      <ConsultationBar consultation={consultation} writes={writes} barRef={bar} />
    </div>
  );
}
