// The twin's Cognito: cognito-local as a child process, and the shim the gateway mounts in front of it.
export { startCognitoLocal, type CognitoLocal, type CognitoLocalOptions } from './cognito-local';
export { createCognitoShim, type CognitoShim, type CognitoShimOptions } from './shim';
export { seedFiles, issuerDomain, type PoolSettings } from './seed';
