import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeRealtime } from '../realtime/bus';
import { INVALIDATING_TYPES, keysToInvalidate } from './realtime-invalidation';

/** Mounted once with the signed-in pages: realtime messages invalidate the answers they concern. */
export function RealtimeInvalidation() {
  const client = useQueryClient();
  useEffect(() => {
    const unsubscribes = INVALIDATING_TYPES.map((type) =>
      subscribeRealtime(type, (payload) => {
        for (const queryKey of keysToInvalidate(type, payload)) void client.invalidateQueries({ queryKey });
      }),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [client]);
  return null;
}
