import { type RecordKindDeclaration } from './kind';

// A kind's sample (its declaration's `sample`) as the body of each generic route: what the
// route-contract matrix sends and records/samples.test.ts checks against the kind's schemas.
export interface SampleIds {
  patient: string;
  /** Fills the fields the kind labels `patient` (a relation's other patient). */
  otherPatient: string;
  consistencyToken: string;
}

export interface SampleBodies {
  /** POST of the kind's create route: the patient, a clinical record's `decursus` (none), every sampled field. */
  create: Record<string, unknown>;
  /** PUT/PATCH of its update route: the changeable fields only (not the create-only ones) and the token. */
  update: Record<string, unknown>;
  /** POST of its administration route (outside a consultation): the fields alone. */
  administration: Record<string, unknown>;
}

export function sampleBodies(kind: RecordKindDeclaration, ids: SampleIds): SampleBodies {
  const sample: Record<string, unknown> = { ...kind.sample };
  for (const [field, label] of Object.entries(kind.labels)) if (label.patient && field in sample) sample[field] = ids.otherPatient;
  const changeable = Object.fromEntries(Object.entries(sample).filter(([field]) => field in kind.schemas.fields.shape));
  const clinical = 'decursus' in kind.schemas.createOnly.shape;
  return {
    // A clinical record's note is none unless the sample names one (a procedure needs its note: its fixtures make one).
    create: { ...(clinical ? { decursus: null } : {}), ...sample, patient: ids.patient },
    update: { ...changeable, consistency_token: ids.consistencyToken },
    administration: changeable,
  };
}
