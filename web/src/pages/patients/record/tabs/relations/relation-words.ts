import { INVERSE_RELATION_TYPES } from '@praktijk/shared/records/relation';
import { type Relation } from './relation-constants';

// A relation in words, from the patient whose tab shows it (issue 9.7). Stored "A, to B, Father"
// reads on A's tab "B is the father of A"; on B's tab (inverse) "A is the child of B", the
// inverse named by INVERSE_RELATION_TYPES (the catalogue's own type where it has one).

/** Types whose name does not read after "is the ... of". */
const PHRASES: Record<string, string> = { EXT: 'a family member of', OTH: 'related to' };

/** The type as the other patient stands to this one: the stored type, or its inverse on the related patient's tab. */
export function shownRelationType(relation: Pick<Relation, 'relation_id' | 'inverse'>): { type: string } | { words: string } {
  if (!relation.inverse) return { type: relation.relation_id };
  return INVERSE_RELATION_TYPES[relation.relation_id] ?? { words: 'Relation' };
}

/** "André Chin A Lin is the father of Maria Chin A Lin"; `typeName` names a relation_types id. */
export function relationSentence(
  relation: Pick<Relation, 'relation_id' | 'inverse' | 'name'>,
  patientName: string,
  typeName: (id: string) => string | undefined,
): string {
  const shown = shownRelationType(relation);
  if ('type' in shown && PHRASES[shown.type]) return `${relation.name} is ${PHRASES[shown.type]} ${patientName}`;
  const word = 'type' in shown ? (typeName(shown.type) ?? shown.type) : shown.words;
  return `${relation.name} is the ${word.toLowerCase()} of ${patientName}`;
}

/** The other patient of a relation as this patient sees it. */
export function otherPatientId(relation: Pick<Relation, 'inverse' | 'patient_id' | 'to_patient'>): string {
  return relation.inverse ? relation.patient_id : relation.to_patient;
}
