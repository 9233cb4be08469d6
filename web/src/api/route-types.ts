// The route-typed call signatures live in the shared client core, which the API tests use too.
export * from '@praktijk/shared/client/route-types';
