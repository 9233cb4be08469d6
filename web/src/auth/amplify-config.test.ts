import { describe, expect, it } from 'vitest';
import { toAmplifyConfig } from './amplify-config';

describe('toAmplifyConfig', () => {
  it('configures the user pool with email sign-in', () => {
    expect(toAmplifyConfig({ userPoolId: 'eu-west-1_Abc', userPoolClientId: 'client' })).toEqual({
      Auth: { Cognito: { userPoolId: 'eu-west-1_Abc', userPoolClientId: 'client', loginWith: { email: true } } },
    });
  });

  it('adds the endpoint only for the twin', () => {
    const config = toAmplifyConfig({ userPoolId: 'us-east-1_Local', userPoolClientId: 'c', userPoolEndpoint: 'http://127.0.0.1:8080/cognito' });
    expect(config.Auth?.Cognito.userPoolEndpoint).toBe('http://127.0.0.1:8080/cognito');
  });
});
