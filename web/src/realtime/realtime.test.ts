import { describe, expect, it } from 'vitest';
import { parseRealtimeMessage } from './realtime-message';
import { secureWhenPageIs, socketUrlWithToken } from './realtime-url';

describe('parseRealtimeMessage', () => {
  it('reads the typed messages of the channel', () => {
    expect(parseRealtimeMessage('{"type":"permissions","payload":{"role":"nurse"}}')).toEqual({
      kind: 'typed',
      type: 'permissions',
      payload: { role: 'nurse' },
    });
    expect(parseRealtimeMessage('{"type":"catalogue"}')).toEqual({ kind: 'typed', type: 'catalogue', payload: {} });
  });

  it('recognises the pong', () => {
    expect(parseRealtimeMessage('{"type":"pong","payload":{}}')).toEqual({ kind: 'pong' });
  });

  it('drops unknown types and malformed frames', () => {
    for (const frame of ['{"type":"hack"}', 'nope', '[1]', 'null', '{"payload":{}}']) expect(parseRealtimeMessage(frame)).toBeUndefined();
    expect(parseRealtimeMessage(new ArrayBuffer(2))).toBeUndefined();
  });
});

describe('the socket address', () => {
  it('uses a secure socket on a secure page only', () => {
    expect(secureWhenPageIs('ws://app.example/ws/app/', 'https:')).toBe('wss://app.example/ws/app/');
    expect(secureWhenPageIs('ws://127.0.0.1:8080/ws/app/', 'http:')).toBe('ws://127.0.0.1:8080/ws/app/');
    expect(secureWhenPageIs('wss://app.example/ws/app/', 'http:')).toBe('wss://app.example/ws/app/');
  });

  it('carries the token, escaped, in the query', () => {
    expect(socketUrlWithToken('wss://app.example/ws/app/', 'a.b+c/d=')).toBe('wss://app.example/ws/app/?token=a.b%2Bc%2Fd%3D');
  });
});
