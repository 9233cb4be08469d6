import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { callApi, isApiError } from '@/api';
import { logoutPath } from '@/auth/redirect';
import { useNotifications } from '../notifications';
import { startActivityTracking } from './activity-tracker';
import { judgeIdleness, shouldPing } from './idle-countdown';
import { idleSettings } from './idle-settings';
import { useSessionCheck } from './session-check';
import { allowNavigationOnce } from '../unsaved/useUnsavedChanges';

// Idle logout (spec 3 §4, §8, §9). Mounted only in the signed-in layout, so the anonymous and
// bypass routes are exempt from it and from the activity ping, as spec 3 §2 asks.

export const IDLE_WARNING_ID = 'idle-warning';
export const IDLE_WARNING_HEADER = 'Inactive Warning';
/** Spec 3 §8, character for character (its wording included). */
export const IDLE_WARNING_TEXT = 'Your will be logged out shortly. Move the mouse to prevent from logging out.';

function pingActivity(): void {
  callApi('markSessionActive').catch((error: unknown) => {
    // A 401/403 already took the user to /login or /logout; anything else waits for the next ping.
    if (!(isApiError(error) && error.redirected)) console.warn('Activity ping failed', error);
  });
}

export function IdleLogout() {
  const { notify, dismiss } = useNotifications();
  const navigate = useNavigate();
  useSessionCheck();

  useEffect(() => {
    const settings = idleSettings();
    const activity = startActivityTracking();
    let lastPingAt: number | undefined;
    let warning = false;

    const check = () => {
      const now = Date.now();
      const lastActivity = activity.lastActivityAt();
      const verdict = judgeIdleness(now, lastActivity, settings);
      if (verdict.kind === 'logout') {
        window.clearInterval(timer);
        dismiss(IDLE_WARNING_ID);
        // Signed out even with unsaved work: the decursus keeps a server draft for that (issue 21 §1).
        allowNavigationOnce();
        void navigate(logoutPath(`${window.location.pathname}${window.location.search}`));
        return;
      }
      if (verdict.kind === 'warn' && !warning) {
        // One toast with a fixed id: a later warning replaces it instead of stacking another.
        notify({ id: IDLE_WARNING_ID, type: 'warning', header: IDLE_WARNING_HEADER, content: IDLE_WARNING_TEXT, autoHideMs: null });
      } else if (verdict.kind === 'active' && warning) {
        dismiss(IDLE_WARNING_ID);
      }
      warning = verdict.kind === 'warn';
      if (shouldPing(lastActivity, lastPingAt)) {
        lastPingAt = now;
        pingActivity();
      }
    };

    const timer = window.setInterval(check, settings.checkEveryMs);
    return () => {
      window.clearInterval(timer);
      activity.stop();
    };
  }, [notify, dismiss, navigate]);

  return null;
}
