import { afterAll, beforeAll, expect } from 'vitest';
import { ValidationError } from '../errors';
import { forgetCursorKey } from './cursor-key';

// For unit tests of sealed cursors (paging.ts and the lists that use it): a fixed key for the
// file's tests, the environment put back after them, and the one answer a bad cursor gets.
const KEY_ENV = 'CURSOR_KEY';
const TEST_KEY = 'unit-test-cursor-key';

export function useTestCursorKey(): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env[KEY_ENV];
    process.env[KEY_ENV] = TEST_KEY;
    forgetCursorKey();
  });
  afterAll(() => {
    if (before === undefined) delete process.env[KEY_ENV];
    else process.env[KEY_ENV] = before;
    forgetCursorKey();
  });
}

/** Runs `work` under another key (another deployment's), then puts the test key back. */
export async function underAnotherCursorKey<T>(work: () => Promise<T>): Promise<T> {
  process.env[KEY_ENV] = 'another-key';
  forgetCursorKey();
  try {
    return await work();
  } finally {
    process.env[KEY_ENV] = TEST_KEY;
    forgetCursorKey();
  }
}

/** The promise fails with the cursor field's 'Invalid cursor.'. */
export async function expectInvalidCursor(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).body()).toEqual({ cursor: ['Invalid cursor.'] });
}
