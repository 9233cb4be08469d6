import { randomBytes } from 'node:crypto';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { expect } from 'vitest';
import { typedApi, type TypedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
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

/** A walk-in of today with the practice's reason type, for the given patient or a new one. */
export async function walkIn(setup: Pick<ClinicalPractice, 'api' | 'token' | 'reasonId'>, patientId?: string): Promise<Consultation> {
  const { api, token, reasonId } = setup;
  const patient = patientId ?? (await newPatient(api, token));
  const created = await api('createConsultation', token, {
    params: { id: patient },
    body: { reason_type: reasonId, reason: 'Controle', is_walkin: true, insurance: null },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

async function newPatient(api: TypedApi, token: string): Promise<string> {
  const created = await api('createPatient', token, { body: newPatientBody() });
  expect(created.status).toBe(201);
  return created.body.id;
}
