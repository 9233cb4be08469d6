// Route lookup lives in the shared client core, which the API tests use too.
export { findRouteByMethodAndPath, findRouteByOperation } from '@praktijk/shared/client/route-lookup';
