import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeRealtime } from '@/realtime/bus';
import { INVALIDATING_TYPES } from './realtime-invalidation';
import { createRealtimeInvalidator } from './realtime-passes';

/** Mounted once with the signed-in pages: realtime messages invalidate the answers they concern, a burst in one pass. */
export function RealtimeInvalidation() {
  const client = useQueryClient();
  useEffect(() => {
    const invalidator = createRealtimeInvalidator(client);
    const unsubscribes = INVALIDATING_TYPES.map((type) => subscribeRealtime(type, (payload) => invalidator.receive(type, payload)));
    return () => {
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      invalidator.stop();
    };
  }, [client]);
  return null;
}
