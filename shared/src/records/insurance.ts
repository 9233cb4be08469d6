import * as z from 'zod';
import { can } from '../routes/define';
import { isoDate, requiredRef, requiredText } from '../schemas/fields';
import { defineRecordKind, recordSchemas, unique } from './kind';

// Insurances (spec 2 §2, §4): a primary and a secondary slot, at most one insurance in each.
export const insuranceFieldsSchema = z.object({
  is_active: z.boolean().default(true),
  company_id: requiredRef,
  type_id: requiredRef,
  number: requiredText(50),
  effective_date: isoDate.nullable().default(null),
  expiry_date: isoDate,
});

function datesInOrder(v: { effective_date: string | null; expiry_date: string }, ctx: z.RefinementCtx): void {
  if (v.effective_date && v.expiry_date < v.effective_date)
    ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: 'The expiry date cannot be before the effective date.' });
}

const schemas = recordSchemas({ fields: insuranceFieldsSchema, createOnly: z.object({ is_primary: z.boolean() }), shown: z.object({}), refine: datesInOrder });

export const insuranceKind = defineRecordKind({
  model: 'insurance',
  label: 'Insurance',
  permission: 'insurance',
  prefix: 'INSURANCE',
  resource: 'patients',
  labels: {
    is_primary: { label: 'Primary', flag: true },
    is_active: { label: 'Is active', flag: true },
    company_id: { label: 'Company', catalogue: 'insurance_companies' },
    type_id: { label: 'Type', catalogue: 'insurance_types' },
    number: { label: 'Number' },
    effective_date: { label: 'Effective date', date: true },
    expiry_date: { label: 'Expiry date', date: true },
  },
  sample: { is_primary: true, company_id: 'SZF', type_id: 'SZF-BZV', number: '123-456', effective_date: '2026-01-01', expiry_date: '2026-12-31' },
  schemas,
  routes: {
    list: {
      operation: 'listInsurances',
      path: '/api/patients/{id}/insurances/',
      access: can('view', 'insurance'),
      summary: "The patient's insurances (is_primary marks the slot).",
    },
    create: { operation: 'createInsurance', path: '/api/insurances/', access: can('change', 'insurance'), summary: 'Creates the insurance of an empty slot.' },
    update: {
      operation: 'updateInsurance',
      method: 'PUT',
      path: '/api/insurances/{id}/',
      access: can('change', 'insurance'),
      summary: 'Updates an insurance.',
    },
  },
  unique: [
    unique(schemas, { name: 'slot', by: ['is_primary'], message: (r) => `This patient already has a ${r.is_primary ? 'primary' : 'secondary'} insurance.` }),
  ],
});

/**
 * An insurance that covers the patient today: marked active and within its dates. The
 * prescription's paper lists these; the procedure tariff list follows the primary one of them.
 */
export function insuranceInForce(insurance: { is_active: boolean; effective_date: string | null; expiry_date: string }, today: string): boolean {
  return insurance.is_active && (insurance.effective_date ?? today) <= today && insurance.expiry_date >= today;
}
