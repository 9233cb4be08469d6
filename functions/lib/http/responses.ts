import { type ApiResult } from './types';

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  // Patient data must not sit in shared or browser caches.
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(statusCode: number, body: unknown): ApiResult {
  return { statusCode, headers: { ...HEADERS }, body: body === undefined ? '' : JSON.stringify(body) };
}

export function successStatus(method: string, result: unknown): number {
  if (result === undefined) return 204;
  return method === 'POST' ? 201 : 200;
}
