import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { allergyKind } from '@praktijk/shared/record-kinds';
import { useCallback, useEffect } from 'react';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { BoundField } from '@/components/form/fields/BoundField';
import { FormCatalogueSelect } from '@/components/form/fields/FormCatalogueSelect';
import { FormDateField } from '@/components/form/fields/FormDateField';
import { LockedForm } from '@/components/form/LockedForm';
import { useLockedForm } from '@/components/form/useLockedForm';
import { successToast } from '@/shell/success-toast';
import { useReportStatus } from '../../useReportStatus';
import { type TabStatus } from '../../types';
import { ALLERGY_LABELS, allergyBody, type AllergyValues, capitalizeFirst, EMPTY_ALLERGY, typeCodeOf, withType } from './allergy-form';
import { AllergyCodeField } from './AllergyCodeField';

interface AddAllergyFormProps {
  /** Sends the new allergy (the list adds the patient and the consultation's decursus). */
  create(fields: Record<string, unknown>): Promise<unknown>;
  onCreated(): void;
  onStatusChange?(status: TabStatus): void;
}

/**
 * The add area of the Allergies list (spec 2 §2, §4, §5): the type first; the allergen, severity,
 * reaction and identification date appear once a type is chosen. The server's own rules (the
 * same schema) are checked before sending; its answers (a duplicate allergen) land on the fields.
 * The Submit button is busy while the allergy is sent, so one click adds one allergy.
 */
export function AddAllergyForm({ create, onCreated, onStatusChange }: AddAllergyFormProps) {
  const types = useReferenceCatalogue('allergy_types');
  const submit = useCallback(
    async (values: AllergyValues) => {
      await create(allergyBody(values));
      return EMPTY_ALLERGY;
    },
    [create],
  );
  const form = useLockedForm({
    initial: EMPTY_ALLERGY,
    submit,
    schema: allergyKind.schemas.fields,
    lockable: false,
    successToast: successToast('Patient allergy', 'created'),
    onSaved: onCreated,
  });
  useReportStatus(form.status, onStatusChange);
  // Cancel closes the add area and what was typed goes with it: the tab is clean again.
  useEffect(() => () => onStatusChange?.('clean'), [onStatusChange]);

  const typeCode = typeCodeOf(types.items, form.values.allergy_type_id);
  const chooseType = (typeId: string | null) => {
    if (typeId === form.values.allergy_type_id) return;
    const next = withType(typeId);
    form.setValue('allergy_type_id', next.allergy_type_id);
    form.setValue('allergy_code_id', next.allergy_code_id);
  };

  return (
    <LockedForm form={form} testId="add-allergy-form">
      <SpaceBetween size="l">
        <ColumnLayout columns={2}>
          <FormCatalogueSelect<AllergyValues, 'allergy_type_id'>
            form={form}
            name="allergy_type_id"
            label={ALLERGY_LABELS.allergy_type_id}
            catalogue="allergy_types"
            required
            placeholder="Choose a type"
            onSelect={chooseType}
          />
          {typeCode && <AllergyCodeField key={typeCode} form={form} parent={typeCode} />}
          {typeCode && (
            <FormCatalogueSelect<AllergyValues, 'allergy_severity_id'>
              form={form}
              name="allergy_severity_id"
              label={ALLERGY_LABELS.allergy_severity_id}
              catalogue="allergy_severities"
              required
              placeholder="Choose a severity"
            />
          )}
          {typeCode && (
            <FormDateField<AllergyValues, 'identification_date'> form={form} name="identification_date" label={ALLERGY_LABELS.identification_date} />
          )}
        </ColumnLayout>
        {typeCode && (
          <BoundField form={form} name="reaction" label={ALLERGY_LABELS.reaction} display={form.values.reaction}>
            <Textarea
              value={form.values.reaction}
              invalid={Boolean(form.errorOf('reaction'))}
              onChange={({ detail }) => form.setValue('reaction', capitalizeFirst(detail.value))}
              rows={3}
              ariaLabel={ALLERGY_LABELS.reaction}
              data-testid="field-reaction"
            />
          </BoundField>
        )}
      </SpaceBetween>
    </LockedForm>
  );
}
