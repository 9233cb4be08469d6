import { configureAmplify } from '@/auth/amplify';
import { loadWebConfig } from './config';
import { type Endpoints, resolveEndpoints } from './endpoints';

/** Everything that must happen before the first route renders: settings and Cognito (the API client comes with the signed-in branch, app/router.tsx). */
export async function bootApp(): Promise<Endpoints> {
  const config = await loadWebConfig(globalThis.fetch.bind(globalThis));
  const endpoints = resolveEndpoints(config, window.location.origin);
  configureAmplify({
    userPoolId: config.userPoolId,
    userPoolClientId: config.userPoolClientId,
    userPoolEndpoint: endpoints.userPoolEndpoint,
    passkeyRelyingPartyId: config.passkeyRelyingPartyId,
  });
  return endpoints;
}
