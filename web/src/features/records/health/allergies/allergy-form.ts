import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';

// The allergy add form (spec 2 §3 "Allergy", §4, §5): the type first; the allergen (a code under
// that type, found by search), severity, reaction and identification date once a type is chosen.

export interface AllergyValues extends Record<string, unknown> {
  allergy_type_id: string | null;
  allergy_code_id: string | null;
  allergy_severity_id: string | null;
  reaction: string;
  /** ISO date, '' for none, or the text as typed while it is not a date yet (refused on submit). */
  identification_date: string;
}

export const EMPTY_ALLERGY: AllergyValues = {
  allergy_type_id: null,
  allergy_code_id: null,
  allergy_severity_id: null,
  reaction: '',
  identification_date: '',
};

export const ALLERGY_LABELS = {
  allergy_type_id: 'Allergy type',
  allergy_code_id: 'Allergy',
  allergy_severity_id: 'Severity',
  reaction: 'Reaction',
  identification_date: 'Identification date',
} as const satisfies Record<keyof typeof EMPTY_ALLERGY, string>;

/** Spec 2 §4: choosing a type clears the allergen, which must lie under the new type. */
export function withType(typeId: string | null): Pick<AllergyValues, 'allergy_type_id' | 'allergy_code_id'> {
  return { allergy_type_id: typeId, allergy_code_id: null };
}

/** The allergens' parent: the chosen type's code (the ids of reference catalogues are their codes, so the id while the list loads). */
export function typeCodeOf(types: readonly CatalogueItem[], typeId: string | null): string | null {
  if (!typeId) return null;
  return types.find((item) => item.id === typeId)?.code ?? typeId;
}

/** Text fields are auto-capitalised (spec 2 §5): the reaction starts with a capital, the rest as typed. */
export function capitalizeFirst(text: string): string {
  return text.replace(/^(\s*)(\p{Ll})/u, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** What createAllergy is sent (the list adds patient and decursus): no date is null. */
export function allergyBody(values: AllergyValues): Record<string, unknown> {
  return {
    allergy_type_id: values.allergy_type_id,
    allergy_code_id: values.allergy_code_id,
    allergy_severity_id: values.allergy_severity_id,
    reaction: values.reaction.trim(),
    identification_date: values.identification_date === '' ? null : values.identification_date,
  };
}
