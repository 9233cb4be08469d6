import { bloodTypeKind } from '@praktijk/shared/record-kinds';
import { useCallback } from 'react';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { type Revision } from '@/components/revisions/revisions';
import { KindRevisions } from '@/query/kind-revisions';
import { BLOOD_TYPE_TITLE, bloodTypeRevisionContent } from './blood-type-values';
import { type BloodType } from './BloodTypeForm';

interface BloodTypeRevisionsProps {
  patientId: string;
  bloodType: BloodType;
  /** change on bloodtype: a revert is a change (a new version); without it the versions can be browsed only. */
  canRevert: boolean;
  onDismiss(): void;
}

/**
 * The blood type's versions in the revision dialog (spec 1 §2, spec 2 §4): '{n} Blood Type
 * Revision(s)'; 'Revert to this Version' makes the chosen version the newest (the server writes it
 * as a new version), as the General History does.
 */
export function BloodTypeRevisions({ patientId, bloodType, canRevert, onDismiss }: BloodTypeRevisionsProps) {
  const types = useReferenceCatalogue('blood_types');
  const contentOf = useCallback((revision: Revision) => bloodTypeRevisionContent(revision, types.items), [types.items]);
  return (
    <KindRevisions
      kind={bloodTypeKind}
      patientId={patientId}
      record={bloodType}
      title={BLOOD_TYPE_TITLE}
      noticeThing="Patient blood type"
      contentOf={contentOf}
      canRevert={canRevert}
      onDismiss={onDismiss}
    />
  );
}
