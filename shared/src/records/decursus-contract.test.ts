import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { openApiDocument } from '../openapi';
import { routes, type RouteDefinition } from '../routes';
import { REQUIRED } from '../schemas/fields';

// The clinical creates take `decursus` (issue 21 §7): the contract said required while the schema
// let it out. Every create route whose body has a decursus requires it in the schema and in the
// published OpenAPI document, and takes null (outside a note) and a note's id.
const ULID = '01JABCDEFGHJKMNPQRSTVWXYZ0';
const withDecursus = (routes as readonly RouteDefinition[]).filter(
  (r) => r.method === 'POST' && r.body && 'shape' in r.body && 'decursus' in (r.body as z.ZodObject).shape,
);

describe('decursus on clinical creates', () => {
  it('finds the clinical creates (vitals, measurements, attests, allergies, blood type, vaccinations, prescriptions, lab)', () => {
    expect(withDecursus.map((r) => r.operation).sort()).toEqual(
      expect.arrayContaining(['createAttest', 'createLabReferral', 'createMeasurements', 'createPrescription', 'createVaccination', 'createVitals']),
    );
  });

  // A procedure is always done in a consultation (spec 1 §3): its note may not be null.
  const NOTE_REQUIRED = new Set(['createProcedure']);
  const optionalNote = withDecursus.filter((r) => !NOTE_REQUIRED.has(r.operation));

  it('refuses a procedure without its note, as missing', () => {
    const route = withDecursus.find((r) => r.operation === 'createProcedure')!;
    const decursus = (route.body as z.ZodObject).shape.decursus as z.ZodType;
    for (const missing of [undefined, null, '']) expect(decursus.safeParse(missing).error?.issues.map((i) => i.message)).toEqual([REQUIRED]);
    expect(decursus.safeParse(ULID).data).toBe(ULID);
  });

  it('refuses a body that leaves decursus out, and takes null, blank and an id', () => {
    for (const route of optionalNote) {
      const decursus = (route.body as z.ZodObject).shape.decursus as z.ZodType;
      expect(
        decursus.safeParse(undefined).error?.issues.map((i) => i.message),
        route.operation,
      ).toEqual([REQUIRED]);
      expect(decursus.safeParse(null).data, route.operation).toBeNull();
      expect(decursus.safeParse('').data, route.operation).toBeNull();
      expect(decursus.safeParse(ULID).data, route.operation).toBe(ULID);
      expect(decursus.safeParse('not-an-id').success, route.operation).toBe(false);
    }
  });

  it('publishes decursus as required, and nullable where a record may be outside a note, in the OpenAPI document', () => {
    const doc = openApiDocument() as {
      paths: Record<
        string,
        Record<
          string,
          {
            operationId: string;
            requestBody?: { content: Record<string, { schema: { required?: string[]; properties: Record<string, { nullable?: boolean }> } }> };
          }
        >
      >;
    };
    for (const route of withDecursus) {
      const operation = doc.paths[route.path]![route.method.toLowerCase()]!;
      const schema = operation.requestBody!.content['application/json']!.schema;
      expect(schema.required, route.operation).toContain('decursus');
      expect(Boolean(schema.properties.decursus!.nullable), route.operation).toBe(!NOTE_REQUIRED.has(route.operation));
    }
  });
});
