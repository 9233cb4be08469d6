import { type Decursus } from '@praktijk/shared/schemas/decursus';

// A saved note for unit tests (what GET decursus/{id}/ answers).
export function note(overrides: Partial<Decursus> = {}): Decursus {
  return {
    id: '01JA0000000000000000000000',
    patient_id: '01JB0000000000000000000000',
    consultation_id: '01JA0000000000000000000000',
    date: '2025-03-14',
    subjective: '',
    objective: '',
    evaluation: '',
    policy: '',
    comments: '',
    icpc_subjective_id: null,
    icpc_evaluation_id: null,
    icpc_subjective: null,
    icpc_evaluation: null,
    episode: null,
    created_by: { id: 'u1', name: 'Dr. A' },
    updated_by: null,
    created_date: '2025-03-14T10:00:00.000Z',
    updated_date: '2025-03-14T10:00:00.000Z',
    consistency_token: 'token-1',
    version: 1,
    ...overrides,
  };
}
