import { RECORD_KINDS, vitalsKind } from '@praktijk/shared/record-kinds';
import { sampleBodies } from '@praktijk/shared/records/samples';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { storedRecordSchema } from './stored-schema';

const meta = { id: '01JB0000000000000000000000', patient_id: '01JB0000000000000000000001', created: '2025-03-01T09:00:00.000Z', consistency_token: 't' };

describe('a record kind stored schema', () => {
  // What a create stores: the create body's output (fields, create-only fields) and the meta.
  const storedOf = (kind: (typeof RECORD_KINDS)[number]) => {
    const ids = { patient: meta.patient_id, otherPatient: '01JB0000000000000000000002', consistencyToken: 't' };
    const { patient: _, ...fields } = z.parse(kind.schemas.create, sampleBodies(kind, ids).create) as Record<string, unknown>;
    return { ...fields, ...meta };
  };

  it.each(RECORD_KINDS.map((kind) => [kind.model, kind] as const))('reads back what a create of %s stores', (_model, kind) => {
    expect(storedRecordSchema(kind).parse(storedOf(kind))).toEqual(storedOf(kind));
  });

  it('keeps what the kind stores beside its fields (the catalogue names its hook chose)', () => {
    const item = { ...storedOf(vitalsKind), names: { temperature_method_id: 'Oral' } };
    expect(storedRecordSchema(vitalsKind).parse(item)).toMatchObject({ names: { temperature_method_id: 'Oral' } });
  });

  it("refuses a stored item whose field has the wrong type, and one without the record's meta", () => {
    const item = storedOf(vitalsKind);
    expect(storedRecordSchema(vitalsKind).safeParse({ ...item, temperature: 'warm' }).success).toBe(false);
    const { consistency_token: _, ...withoutToken } = item;
    expect(storedRecordSchema(vitalsKind).safeParse(withoutToken).success).toBe(false);
  });
});
