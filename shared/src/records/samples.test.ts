import { describe, expect, it } from 'vitest';
import { RECORD_KINDS } from '../record-kinds';
import { sampleBodies } from './samples';

// Every kind's sample (its declaration's `sample`) is a valid request for each of its generic
// routes, as the route-contract matrix sends it: a kind whose sample no longer fits its schema
// fails here, by name, before the matrix answers 400 for it.
const PATIENT = '01J0000000000000000000000A';
const OTHER_PATIENT = '01J0000000000000000000000B';

describe('record kind samples', () => {
  for (const kind of RECORD_KINDS) {
    const bodies = sampleBodies(kind, { patient: PATIENT, otherPatient: OTHER_PATIENT, consistencyToken: 'token-1' });
    it(`fit ${kind.model}'s create, update and administration schemas`, () => {
      expect(kind.schemas.create.safeParse(bodies.create).error?.issues).toBeUndefined();
      expect(kind.schemas.update.safeParse(bodies.update).error?.issues).toBeUndefined();
      const administration = 'administration' in kind.schemas ? kind.schemas.administration : undefined;
      if (administration) expect(administration.safeParse(bodies.administration).error?.issues).toBeUndefined();
    });
  }

  it('fill a field that holds another patient with that patient, and leave create-only fields out of an update', () => {
    const { relationKind } = Object.fromEntries(RECORD_KINDS.map((k) => [`${k.model}Kind`, k]));
    const bodies = sampleBodies(relationKind!, { patient: PATIENT, otherPatient: OTHER_PATIENT, consistencyToken: 'token-1' });
    expect(bodies.create).toMatchObject({ patient: PATIENT, to_patient: OTHER_PATIENT });
    expect(bodies.update).toEqual({ relation_id: 'MTH', consistency_token: 'token-1' });
  });
});
