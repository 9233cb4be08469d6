import ColumnLayout from '@cloudscape-design/components/column-layout';
import { type bloodTypeKind } from '@praktijk/shared/record-kinds';
import { useCallback, useEffect, useMemo } from 'react';
import { FormCatalogueSelect } from '@/components/form/fields/FormCatalogueSelect';
import { LockedForm } from '@/components/form/LockedForm';
import { type Version } from '@/components/form/locked-form-state';
import { useLockedForm } from '@/components/form/useLockedForm';
import { type RecordKindHooks } from '@/query/record-kind';
import { successToast } from '@/shell/success-toast';
import { useReportStatus } from '../../useReportStatus';
import { type TabStatus } from '../../types';
import { BLOOD_TYPE_LABEL, bloodTypeSchema, type BloodTypeValues, bloodTypeValues } from './blood-type-values';

type BloodTypeWrites = RecordKindHooks<typeof bloodTypeKind>;
export type BloodType = NonNullable<BloodTypeWrites['list']['data']>;

interface BloodTypeFormProps {
  patientId: string;
  /** The consultation's note when the form is a consultation card: a created blood type belongs to it. */
  decursusId: string | null;
  /** null while the patient has none: Submit creates it. */
  bloodType: BloodType | null;
  /** add (to create) or change (to update) on bloodtype; without it the type shows as text. */
  canSave: boolean;
  create: BloodTypeWrites['create']['mutateAsync'];
  update: BloodTypeWrites['update']['mutateAsync'];
  onStatusChange?(status: TabStatus): void;
}

/**
 * The blood type form (spec 2 §2 "Common form behaviour", §4): locked while a blood type exists,
 * Unlock, Lock (when clean), Reset (when dirty or in error), Submit (disabled while locked or
 * unchanged). A stale consistency_token (409) shows the server's conflict message in the banner.
 */
export function BloodTypeForm({ patientId, decursusId, bloodType, canSave, create, update, onStatusChange }: BloodTypeFormProps) {
  const initial = useMemo(() => bloodTypeValues(bloodType), [bloodType]);
  const submit = useCallback(
    async ({ type_id }: BloodTypeValues, version: Version) => {
      // The schema has checked that a type is chosen.
      const chosen = type_id ?? '';
      const saved = bloodType
        ? await update({ params: { id: bloodType.id }, body: { type_id: chosen, consistency_token: version ?? bloodType.consistency_token } })
        : await create({ body: { patient: patientId, decursus: decursusId, type_id: chosen } });
      return bloodTypeValues(saved);
    },
    [bloodType, patientId, decursusId, create, update],
  );
  const form = useLockedForm({
    initial,
    version: bloodType?.consistency_token ?? null,
    submit,
    schema: bloodTypeSchema,
    lockable: bloodType !== null,
    successToast: successToast('Patient blood type', bloodType ? 'updated' : 'created'),
    viewOnly: !canSave,
  });
  useReportStatus(form.status, onStatusChange);
  // Unsaved changes go with the form (another sub-tab, another patient tab): the tab is clean again.
  useEffect(() => () => onStatusChange?.('clean'), [onStatusChange]);

  return (
    <LockedForm form={form} testId="bloodtype-form">
      <ColumnLayout columns={2}>
        <FormCatalogueSelect<BloodTypeValues, 'type_id'>
          form={form}
          name="type_id"
          label={BLOOD_TYPE_LABEL}
          catalogue="blood_types"
          required
          placeholder="Choose a blood type"
        />
      </ColumnLayout>
    </LockedForm>
  );
}
