// The user's catalogue defaults (spec 2 §3: "Catalogue defaults (stored per user) prefill the
// forms"): catalogue name -> item id. A form names the catalogue of each of its selects; several
// selects may share one catalogue (the four blood-pressure methods).

/** Form field -> the catalogue its select lists. */
export type FieldCatalogues = Readonly<Record<string, string>>;
export type CatalogueDefaults = Readonly<Record<string, string>>;

/** The values with each select set to the user's default for its catalogue, where there is one. */
export function prefilled<V extends Record<string, unknown>>(values: V, fields: FieldCatalogues, defaults: CatalogueDefaults): V {
  const next: Record<string, unknown> = { ...values };
  for (const [field, catalogue] of Object.entries(fields)) {
    const chosen = defaults[catalogue];
    if (chosen) next[field] = chosen;
  }
  return next as V;
}

/**
 * The defaults after "Save as my defaults": for each of the form's catalogues the first select
 * (in the form's order) that has a choice; a catalogue none of them has chosen loses its default,
 * so a user can clear one. Other forms' catalogues keep theirs.
 */
export function defaultsFrom(values: Readonly<Record<string, unknown>>, fields: FieldCatalogues, current: CatalogueDefaults): Record<string, string> {
  const next: Record<string, string> = { ...current };
  const seen = new Set<string>();
  for (const [field, catalogue] of Object.entries(fields)) {
    const value = values[field];
    if (seen.has(catalogue)) continue;
    if (typeof value === 'string' && value !== '') {
      next[catalogue] = value;
      seen.add(catalogue);
    }
  }
  for (const catalogue of new Set(Object.values(fields))) if (!seen.has(catalogue)) delete next[catalogue];
  return next;
}
