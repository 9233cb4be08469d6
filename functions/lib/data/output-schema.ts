import * as z from 'zod';
// Named imports from zod's core: `z.core` would keep all of it (and its locales) in every bundle.
import {
  $ZodArray,
  $ZodBoolean,
  $ZodCatch,
  $ZodDate,
  $ZodDefault,
  $ZodLazy,
  $ZodNonOptional,
  $ZodNullable,
  $ZodNumber,
  $ZodObject,
  $ZodOptional,
  $ZodPipe,
  $ZodPrefault,
  $ZodReadonly,
  $ZodString,
  $ZodTransform,
  $ZodUnion,
  clone,
  type $ZodShape,
  type $ZodType,
} from 'zod/v4/core';

// The schema of what a schema PRODUCES, for reading back values it produced earlier (issue 23 §3):
// an item stored from a request's parsed body holds each field's output, after its transforms
// ran. A preprocess or a pipe is read by its output side; a transform whose result has no schema
// of its own accepts what it stored (nothing declared checks it); objects keep the keys they do
// not declare (what else the item holds), and their refinements, which are rules for requests,
// are not re-applied.

type AnySchema = $ZodType;

/** What a wrapper holds: a default, prefault or catch filled in is stored like any other value. */
function innerOf(schema: AnySchema): AnySchema | undefined {
  if (schema instanceof $ZodDefault || schema instanceof $ZodPrefault || schema instanceof $ZodCatch) return schema._zod.def.innerType;
  if (schema instanceof $ZodReadonly || schema instanceof $ZodNonOptional) return schema._zod.def.innerType;
  return undefined;
}

/** The schema of what `schema` produces, for checking values it produced earlier. */
export function outputSchema(schema: AnySchema): z.ZodType {
  if (schema instanceof $ZodPipe) return outputSchema(schema._zod.def.out);
  if (schema instanceof $ZodTransform) return z.unknown();
  if (schema instanceof $ZodOptional) return outputSchema(schema._zod.def.innerType).optional();
  if (schema instanceof $ZodNullable) return outputSchema(schema._zod.def.innerType).nullable();
  const inner = innerOf(schema);
  if (inner) return outputSchema(inner);
  if (schema instanceof $ZodObject) return z.looseObject(outputShapeOf(schema._zod.def.shape));
  if (schema instanceof $ZodArray) return z.array(outputSchema(schema._zod.def.element));
  if (schema instanceof $ZodUnion) return z.union(schema._zod.def.options.map(outputSchema));
  if (schema instanceof $ZodLazy) {
    const getter = schema._zod.def.getter;
    return z.lazy(() => outputSchema(getter()));
  }
  // Leaves (strings, numbers, enums, literals, booleans) produce what they accept; a coercing one
  // produced its type, so reading back takes that type only ('5' is not a stored 5).
  // A pipe from anything hands the value to the leaf unchanged: a classic schema around a core one.
  return z.any().pipe(withoutCoercion(schema));
}

/** The same leaf without `z.coerce`: a stored value is of the type its coercion produced. */
function withoutCoercion(schema: AnySchema): AnySchema {
  if (schema instanceof $ZodNumber && schema._zod.def.coerce) return clone(schema, { ...schema._zod.def, coerce: false });
  if (schema instanceof $ZodString && schema._zod.def.coerce) return clone(schema, { ...schema._zod.def, coerce: false });
  if (schema instanceof $ZodBoolean && schema._zod.def.coerce) return clone(schema, { ...schema._zod.def, coerce: false });
  if (schema instanceof $ZodDate && schema._zod.def.coerce) return clone(schema, { ...schema._zod.def, coerce: false });
  return schema;
}

function outputShapeOf(shape: $ZodShape): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, outputSchema(field)]));
}
/** An object schema's fields, each as `outputSchema` reads it, for stored items built from a request's fields (a decursus's note). */
export function outputShape<Shape extends $ZodShape>(schema: z.ZodObject<Shape>): { [K in keyof Shape]: z.ZodType<z.output<Shape[K]>> } {
  // The one cast: it restates what outputSchema builds, each field's schema of what that field produces.
  return outputShapeOf(schema.shape) as { [K in keyof Shape]: z.ZodType<z.output<Shape[K]>> };
}
