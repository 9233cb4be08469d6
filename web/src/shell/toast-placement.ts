import { useEffect, useState } from 'react';

// Toasts never cover the patient header (issue 22 §5): who the patient is stays readable while a
// toast shows. The header carries this attribute; while it is on screen the toasts float just
// below it instead of at the top of the page.
export const PATIENT_HEADER_ATTRIBUTE = 'data-patient-header';

/** Spread on the patient header: `<div {...PATIENT_HEADER_MARK}>`. */
export const PATIENT_HEADER_MARK = { [PATIENT_HEADER_ATTRIBUTE]: true } as const;

/** The space between the header's bottom and the toasts. */
const GAP_PX = 8;

function headerBottom(): number | undefined {
  const header = document.querySelector(`[${PATIENT_HEADER_ATTRIBUTE}]`);
  if (!header) return undefined;
  const bottom = header.getBoundingClientRect().bottom;
  return bottom > 0 ? Math.ceil(bottom) + GAP_PX : undefined;
}

/** While toasts show: the distance from the window's top the toasts keep to stay clear of the patient header, if one is on screen. */
export function usePatientHeaderClearance(showing: boolean): number | undefined {
  const [clearance, setClearance] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setClearance(headerBottom()));
    };
    measure();
    // The header moves with the page's scroll and grows when its parts load (insurances, upcoming consultations).
    const header = document.querySelector(`[${PATIENT_HEADER_ATTRIBUTE}]`);
    const resize = new ResizeObserver(measure);
    if (header) resize.observe(header);
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [showing]);
  return showing ? clearance : undefined;
}
