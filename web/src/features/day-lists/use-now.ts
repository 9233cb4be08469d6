import { useEffect, useState } from 'react';

/** How often waiting times are counted again: a minute changes at most this late on screen. */
const TICK_MS = 10_000;

/**
 * The time now, renewed every few seconds: waiting times tick by the minute without a request
 * (the lists themselves are refreshed by the realtime 'planning' messages, not by polling).
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
