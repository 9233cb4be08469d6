import { type FormValues } from '../locked-form-state';

/** The declared field names, without an index signature (`extends Record<string, unknown>`) some value types carry. */
type DeclaredKeys<V> = keyof { [K in keyof V as string extends K ? never : K]: V[K] } & string;

/** The names of the form's fields whose value is a T: FieldsOf<Values, boolean> for checkboxes. */
export type FieldsOf<V extends FormValues, T> = { [K in DeclaredKeys<V>]: V[K] extends T ? K : never }[DeclaredKeys<V>];
