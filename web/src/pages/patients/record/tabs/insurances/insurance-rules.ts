import { type z } from 'zod';
import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { type insuranceSchema } from '@praktijk/shared/schemas/patient-records';

export type Insurance = z.infer<typeof insuranceSchema>;
export type InsuranceSlot = 'primary' | 'secondary';

/** The form's values: dates as ISO text ('' for none), as DateField edits them. */
export interface InsuranceValues extends Record<string, unknown> {
  company_id: string;
  type_id: string;
  number: string;
  effective_date: string;
  expiry_date: string;
  is_active: boolean;
}

export const SLOT_LABEL: Record<InsuranceSlot, string> = { primary: 'Primary', secondary: 'Secondary' };

/**
 * Spec 2 §4 Insurance: the types whose parent is the company's code; if the company has none,
 * the types without a parent; with no company, none.
 */
export function typeOptionsFor(types: readonly CatalogueItem[], companyCode: string): { value: string; label: string }[] {
  if (!companyCode) return [];
  const own = types.filter((t) => t.parent === companyCode);
  const offered = own.length ? own : types.filter((t) => !t.parent);
  return offered.map((t) => ({ value: t.id, label: t.name }));
}

/** Spec 2 §4: changing the company clears the type. */
export function withCompany(values: InsuranceValues, companyCode: string): InsuranceValues {
  return companyCode === values.company_id ? values : { ...values, company_id: companyCode, type_id: '' };
}

export function valuesOf(insurance: Insurance | undefined): InsuranceValues {
  return {
    company_id: insurance?.company_id ?? '',
    type_id: insurance?.type_id ?? '',
    number: insurance?.number ?? '',
    effective_date: insurance?.effective_date ?? '',
    expiry_date: insurance?.expiry_date ?? '',
    is_active: insurance?.is_active ?? true,
  };
}

/** The body fields of a create or update: an empty effective date is "none". */
export function bodyOf(values: InsuranceValues) {
  return { ...values, effective_date: values.effective_date || null };
}
