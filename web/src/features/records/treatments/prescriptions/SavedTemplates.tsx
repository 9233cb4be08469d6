import { type PrescriptionTemplate } from '@praktijk/shared/schemas/prescription-templates';
import { useCan } from '@/auth/permissions';
import { SavedTemplateList } from '@/components/SavedTemplateList';
import { queryKeyOf, secondaryQuery, useApiMutation } from '@/query/api-query';
import { successToast } from '@/shell/success-toast';

// The Saved Templates list beside the prescription form (spec 2 §2, §4, §9): the practice's
// templates of the form's kind (chronic or not), each with its medication under its name. Whoever
// may prescribe deletes one, after the list's inline confirmation (spec 2 §4).
const TEMPLATES_STALE = () => [queryKeyOf('listPrescriptionTemplates')];
const REMOVED = successToast('Prescription template', 'removed');

export interface SavedTemplatesProps {
  isChronic: boolean;
  active: PrescriptionTemplate | undefined;
  onSelect(template: PrescriptionTemplate): void;
  /** After a template was deleted (the form deselects it when it was the active one). */
  onDeleted?(template: PrescriptionTemplate): void;
  /** One level below the form's own heading. */
  headingTag: 'h3' | 'h4';
}

export function SavedTemplates({ isChronic, active, onSelect, onDeleted, headingTag }: SavedTemplatesProps) {
  const can = useCan();
  const remove = useApiMutation('deletePrescriptionTemplate', { invalidates: TEMPLATES_STALE });
  return (
    <SavedTemplateList
      templatesQuery={(search) => secondaryQuery('listPrescriptionTemplates', { query: { is_chronic: isChronic, ...(search ? { search } : {}) } })}
      active={active}
      onSelect={onSelect}
      description={(template) => template.medication?.name ?? (template.other || undefined)}
      mayDelete={can('add', 'prescription')}
      remove={(template) => remove.mutateAsync({ params: { id: template.id }, query: { consistency_token: template.consistency_token } })}
      removedNotice={REMOVED}
      onDeleted={onDeleted}
      headingTag={headingTag}
      testId="saved-templates"
    />
  );
}
