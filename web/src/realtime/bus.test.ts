import { describe, expect, it, vi } from 'vitest';
import { publishRealtime, subscribeRealtime } from './bus';

describe('realtime bus', () => {
  it('delivers messages of a type to its subscribers until they unsubscribe', () => {
    const handler = vi.fn();
    const other = vi.fn();
    const stop = subscribeRealtime('catalogue', handler);
    subscribeRealtime('permissions', other);
    publishRealtime('catalogue', { name: 'employers' });
    stop();
    publishRealtime('catalogue', { name: 'employers' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ name: 'employers' });
    expect(other).not.toHaveBeenCalled();
  });
});
