import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useState } from 'react';
import { isApiError } from '@/api';
import { useNotifications } from '@/shell/notifications';
import { successToast } from '@/shell/success-toast';
import { type Relation } from './relation-constants';
import { type RelationWrites } from './useRelations';

interface RelationTypeCellProps {
  relation: Relation;
  options: SelectProps.Option[];
  canChange: boolean;
  update: RelationWrites['update']['mutateAsync'];
}

/** The relation type of a row, changed in place (spec 2 §2: "A relation's type can be updated"). */
export function RelationTypeCell({ relation, options, canChange, update }: RelationTypeCellProps) {
  const [saving, setSaving] = useState(false);
  // The picked type, shown until the reloaded row (with a new token) says what was saved.
  const [picked, setPicked] = useState<{ token: string; relationId: string }>();
  const { notify } = useNotifications();
  const shown = picked?.token === relation.consistency_token ? picked.relationId : relation.relation_id;
  const selected = options.find((o) => o.value === shown) ?? null;
  if (!canChange) return selected?.label ?? '';

  const change = async (relationId: string) => {
    setSaving(true);
    setPicked({ token: relation.consistency_token, relationId });
    try {
      await update({ params: { id: relation.id }, body: { relation_id: relationId, consistency_token: relation.consistency_token } });
      notify({ type: 'success', ...successToast('Patient relation', 'updated') });
    } catch (error) {
      setPicked(undefined);
      if (!(isApiError(error) && error.redirected))
        notify({ type: 'error', header: 'Error', content: isApiError(error) && error.status === 409 ? error.message : 'Something went wrong' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Select
      selectedOption={selected}
      options={options}
      filteringType="auto"
      disabled={saving}
      ariaLabel={`Relation of ${relation.name}`}
      expandToViewport
      onChange={({ detail }) => {
        if (detail.selectedOption.value && detail.selectedOption.value !== shown) void change(detail.selectedOption.value);
      }}
    />
  );
}
