import { Suspense } from 'react';
import { useMatch } from 'react-router';
import { isConsultationView } from '@/navigation/consultation-views';
import { onDemand } from '../on-demand';

// The popover's code (Cloudscape's Popover and KeyValuePairs, the insurance text) shows only while
// a consultation is open, which only physicians open: it loads for them from the session's start
// on (preloadConsultationPopover), and otherwise when a consultation first opens.
const popoverFor = onDemand(
  () => import('./ConsultationPopoverFor'),
  (module) => module.PopoverFor,
);

const PopoverFor = popoverFor.Component;

/** Starts loading the popover's code: called when the session starts for a physician. */
export const preloadConsultationPopover = popoverFor.preload;

/** While a consultation is open (/schedule/{id}/{view}), the navbar's popover with its reason and insurance (spec 3 §2). */
export function ConsultationPopover() {
  const match = useMatch('/schedule/:consultationId/:viewName');
  const id = match?.params.consultationId;
  if (!id || !isConsultationView(match.params.viewName)) return null;
  // Nothing shows until the code is in; the popover's trigger waits for the consultation anyway.
  return (
    <Suspense fallback={null}>
      <PopoverFor consultationId={id} />
    </Suspense>
  );
}
