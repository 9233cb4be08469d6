import { LOCALE } from '@praktijk/shared/constants';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { CONSULTATION_FIELD_LABELS as SHARED_LABELS } from '@praktijk/shared/schemas/field-labels';
import { type insuranceSchema } from '@praktijk/shared/schemas/patient-records';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { type z } from 'zod';
import { userHasRole } from '@/auth/permissions';
import { insuranceText } from '@/catalogue/insurance-text';

// The consultation form (spec 3 §2 "Consultation creation", "Consultation screen"): reason type
// and reason required, walk-in, and one of the patient's insurances, the inactive ones shown as
// '(Inactive)' and not choosable. The rules as pure functions; the screens bind them.

export type PatientInsurance = z.infer<typeof insuranceSchema>;

export interface ConsultationFormValues extends Record<string, unknown> {
  reason_type: string;
  reason: string;
  is_walkin: boolean;
  insurance: string | null;
}

/** The form's labels, the ones Manage > Logs shows for the same fields (declared once in shared/). */
export const CONSULTATION_FIELD_LABELS = {
  reason_type: SHARED_LABELS.reason_type.label,
  reason: SHARED_LABELS.reason.label,
  is_walkin: SHARED_LABELS.is_walkin.label,
  insurance: SHARED_LABELS.insurance.label,
} as const satisfies Record<keyof ConsultationFormValues, string>;

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export function valuesFromConsultation(consultation: Consultation): ConsultationFormValues {
  return {
    reason_type: consultation.reason_type ?? '',
    reason: consultation.reason,
    is_walkin: consultation.is_walkin,
    insurance: consultation.insurance,
  };
}

/** Spec 3 §2: "if the patient has exactly one insurance it is preselected" (unless it is inactive, which cannot be chosen). */
export function preselectedInsurance(insurances: readonly PatientInsurance[]): string | null {
  const [only] = insurances;
  return insurances.length === 1 && only?.is_active ? only.id : null;
}

/** A new consultation's form: empty, walk-in not ticked (the schema's default), the one insurance chosen. */
export function newConsultationValues(insurances: readonly PatientInsurance[]): ConsultationFormValues {
  return { reason_type: '', reason: '', is_walkin: false, insurance: preselectedInsurance(insurances) };
}

const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, LOCALE, { sensitivity: 'base' });

/**
 * Spec 3 §6: physicians choose from their own configured (activated) reason types, other users
 * from the practice's general ones. Activation is per practitioner (issue 11.6): the ids in the
 * physician's calendar settings. Decision: a physician who has activated none is offered the
 * general ones and their own (the server takes either), rather than a form that cannot be filled
 * in. The consultation's current type stays offered, so a consultation made with another list
 * still shows its reason type.
 */
export function reasonTypeOptions(
  types: readonly ConsultReasonType[],
  user: CurrentUser | undefined,
  current = '',
  activated: readonly string[] = [],
): Option[] {
  const physician = user && userHasRole(user, 'physician') ? user.id : null;
  const usable = (type: ConsultReasonType) => {
    if (!physician) return type.practitioner === null;
    if (activated.length) return activated.includes(type.id);
    return type.practitioner === null || type.practitioner === physician;
  };
  return types
    .filter((type) => usable(type) || type.id === current)
    .map((type) => ({ value: type.id, label: type.name }))
    .sort(byName);
}

/** The primary insurance first; an inactive one says '(Inactive)' and cannot be chosen (spec 3 §2, §5). */
export function insuranceOptions(insurances: readonly PatientInsurance[], companies: readonly CatalogueItem[], types: readonly CatalogueItem[]): Option[] {
  return [...insurances]
    .sort((a, b) => Number(b.is_primary) - Number(a.is_primary))
    .map((insurance) => {
      const text = insuranceText(insurance, companies, types);
      return insurance.is_active ? { value: insurance.id, label: text } : { value: insurance.id, label: `${text} (Inactive)`, disabled: true };
    });
}

/** How the insurance strip shows one insurance (spec 3 §2): inactive in red, the primary active one in the primary colour. */
export function insuranceTone(insurance: PatientInsurance): 'inactive' | 'primary' | 'normal' {
  if (!insurance.is_active) return 'inactive';
  return insurance.is_primary ? 'primary' : 'normal';
}
