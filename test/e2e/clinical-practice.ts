import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { typedApi, type TypedApi } from '../support/api';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// The setup of the consultation browser tests: a practice of the test file's own, its
// physician's token, and a reason type of the physician's own (physicians choose from their
// activated reason types, spec 3 §6).
export interface ClinicalPractice {
  url: string;
  api: TypedApi;
  practice: TestPractice;
  token: string;
  reasonId: string;
  reasonName: string;
}

export const WIDE = { width: 1440, height: 900 };
export const SMALL = { width: 1024, height: 768 };

export async function clinicalPractice(reasonPrefix: string): Promise<ClinicalPractice> {
  const url = twin().url;
  const api = typedApi(url);
  const practice = await createTestPractice();
  const token = await idToken(practice.users.physician);
  const reasonName = `${reasonPrefix} ${randomBytes(3).toString('hex')}`;
  const reason = await api('createConsultReasonType', token, { body: { name: reasonName, practitioner: practice.users.physician.id } });
  expect(reason.status).toBe(201);
  return { url, api, practice, token, reasonId: reason.body.id, reasonName };
}
