// A form's field labels live once, in shared/src/schemas/field-labels.ts (Manage > Logs names a
// changed field by the same words). A form binds its fields through the lookup made here:
// `<FormTextField form={form} {...patientField('address_number')} />` gives the bound component
// both the name and its label, and a name missing from the labels fails the typecheck.

/** The name and label a bound field takes, by the field's name. */
export type FieldLookup<Name extends string> = <K extends Name>(name: K) => { name: K; label: string };

export function labelledFields<Labels extends Record<string, { label: string }>>(labels: Labels): FieldLookup<keyof Labels & string> {
  return <K extends keyof Labels & string>(name: K) => {
    const entry: Labels[K] = labels[name];
    return { name, label: entry.label };
  };
}
