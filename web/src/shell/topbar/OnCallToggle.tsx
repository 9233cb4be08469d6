import { Suspense } from 'react';
import { useCurrentUser } from '@/auth/current-user';
import { userHasRole } from '@/auth/permissions';
import { onDemand } from '../on-demand';

// The toggle's code (Cloudscape's ButtonGroup with its tooltip and file input) is a physician's
// only: it loads for them, from the session's start on (preloadOnCallToggle), not on every screen.
const onCallButton = onDemand(
  () => import('./OnCallButton'),
  (module) => module.OnCallButton,
);

const OnCallButton = onCallButton.Component;

/** Starts loading the toggle's code: called when the session starts for a physician. */
export const preloadOnCallToggle = onCallButton.preload;

/** The top bar's on-call toggle, for physicians (calendar settings are a practitioner's). */
export function OnCallToggle() {
  const { state } = useCurrentUser();
  if (state.status !== 'ready' || !userHasRole(state.user, 'physician')) return null;
  // Nothing shows until the code is in (at once when preloaded): the toggle appears whole.
  return (
    <Suspense fallback={null}>
      <span data-testid="on-call-toggle">
        <OnCallButton user={state.user} />
      </span>
    </Suspense>
  );
}
