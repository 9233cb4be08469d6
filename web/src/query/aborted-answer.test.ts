import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { fakeDeps } from '@/api/client.fixtures';

// Issue 22 §6: "Response of GET .../calendar_settings/ does not match its schema at []" was a
// fetch the query layer cancelled while its body was read: the forgiving read took the cut-off
// body for an empty one and the client reported a schema misfit.
describe('an answer whose read is cancelled', () => {
  it('is a cancellation, not a schema misfit', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"id":"u1","consult_'));
        controller.signal.addEventListener('abort', () => stream.error(controller.signal.reason));
      },
    });
    const deps = fakeDeps([new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } })]);
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = createApiClient(deps).call('getCalendarSettings', { params: { username: 'physician@demo.test' }, signal: controller.signal });
    await vi.waitFor(() => expect(deps.fetch).toHaveBeenCalled());
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(reported).not.toHaveBeenCalled();
    reported.mockRestore();
  });
});

describe('an answer that misfits its schema', () => {
  it('is reported once per route and place, naming the place, and fails the call each time', async () => {
    const misfit = () => new Response(JSON.stringify({ id: 'u1', on_call: 'yes' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const deps = fakeDeps([misfit(), misfit()]);
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createApiClient(deps);
    for (let i = 0; i < 2; i += 1)
      await expect(client.call('getCalendarSettings', { params: { username: 'physician@demo.test' } })).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(reported).toHaveBeenCalledTimes(1);
    expect(String(reported.mock.calls[0]?.[0])).toBe(
      'Response of GET /api/planning/practitioners/{username}/calendar_settings/ does not match its schema at consult_reason_types, on_call, consistency_token',
    );
    reported.mockRestore();
  });
});
