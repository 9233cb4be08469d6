import { describe, expect, it } from 'vitest';
import { otherPatientId, relationSentence } from './relation-words';

const TYPES: Record<string, string> = { FTH: 'Father', CHILD: 'Child', GRPRN: 'Grandparent', GRNDCHILD: 'Grandchild', SIB: 'Sibling' };
const typeName = (id: string) => TYPES[id];

describe('relation words', () => {
  it('says who is whose on the patient the relation was added to', () => {
    expect(relationSentence({ relation_id: 'FTH', inverse: false, name: 'André Chin A Lin' }, 'Maria Chin A Lin', typeName)).toBe(
      'André Chin A Lin is the father of Maria Chin A Lin',
    );
  });
  it('reads the other way round on the related patient, by the catalogue where it has the inverse', () => {
    expect(relationSentence({ relation_id: 'FTH', inverse: true, name: 'Maria Chin A Lin' }, 'André Chin A Lin', typeName)).toBe(
      'Maria Chin A Lin is the child of André Chin A Lin',
    );
    expect(relationSentence({ relation_id: 'GRPRN', inverse: true, name: 'Kim' }, 'Oma', typeName)).toBe('Kim is the grandchild of Oma');
    expect(relationSentence({ relation_id: 'CHILD', inverse: true, name: 'Pa' }, 'Kid', typeName)).toBe('Pa is the parent of Kid');
    expect(relationSentence({ relation_id: 'SIB', inverse: true, name: 'A' }, 'B', typeName)).toBe('A is the sibling of B');
    expect(relationSentence({ relation_id: 'OTH', inverse: true, name: 'A' }, 'B', typeName)).toBe('A is related to B');
  });
  it('links the other patient from either side', () => {
    expect(otherPatientId({ inverse: false, patient_id: 'A', to_patient: 'B' })).toBe('B');
    expect(otherPatientId({ inverse: true, patient_id: 'A', to_patient: 'B' })).toBe('A');
  });
});
