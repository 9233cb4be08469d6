import { type WebConfig } from '@praktijk/shared/config';
import { describe, expect, it } from 'vitest';
import { resolveEndpoints } from './endpoints';

const base: WebConfig = {
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_Abc',
  userPoolClientId: 'client',
  apiUrl: 'https://api.praktijk.example/prod/',
  wsUrl: 'wss://ws.praktijk.example/prod',
  environment: 'cloud',
};

describe('resolveEndpoints', () => {
  it('uses the cloud URLs as written, without a trailing slash', () => {
    expect(resolveEndpoints(base, 'https://app.praktijk.example')).toEqual({
      apiBaseUrl: 'https://api.praktijk.example/prod',
      wsUrl: 'wss://ws.praktijk.example/prod',
    });
  });

  it('takes a relative or empty apiUrl against the page origin', () => {
    expect(resolveEndpoints({ ...base, apiUrl: '/' }, 'https://app.example').apiBaseUrl).toBe('https://app.example');
    expect(resolveEndpoints({ ...base, apiUrl: '' }, 'https://app.example').apiBaseUrl).toBe('https://app.example');
  });

  it('keeps the twin on the page origin, whichever loopback name the config uses', () => {
    const twin: WebConfig = { ...base, environment: 'local', apiUrl: 'http://localhost:8080', userPoolEndpoint: 'http://localhost:8080/cognito' };
    expect(resolveEndpoints({ ...twin, wsUrl: 'ws://localhost:8080/ws/app/' }, 'http://127.0.0.1:5173')).toEqual({
      apiBaseUrl: 'http://127.0.0.1:5173',
      wsUrl: 'ws://127.0.0.1:5173/ws/app/',
      userPoolEndpoint: 'http://127.0.0.1:5173/cognito',
    });
  });

  it('makes a relative Cognito endpoint absolute, as Amplify requires', () => {
    const twin: WebConfig = { ...base, environment: 'local', apiUrl: '', userPoolEndpoint: '/cognito/' };
    expect(resolveEndpoints(twin, 'http://localhost:8080').userPoolEndpoint).toBe('http://localhost:8080/cognito');
  });

  it('puts the twin socket on a secure origin as wss, and takes a relative cloud socket URL against the page', () => {
    expect(resolveEndpoints({ ...base, environment: 'local', wsUrl: 'ws://localhost:8080/ws/app/' }, 'https://twin.example').wsUrl).toBe(
      'wss://twin.example/ws/app/',
    );
    expect(resolveEndpoints({ ...base, wsUrl: '/ws/app/' }, 'https://app.example').wsUrl).toBe('wss://app.example/ws/app/');
  });
});
