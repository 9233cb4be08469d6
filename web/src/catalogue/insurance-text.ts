import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { type insuranceSchema } from '@praktijk/shared/schemas/patient-records';
import { type z } from 'zod';

// An insurance in words, its company and type named from the reference catalogues: the consultation
// form's options, the insurance strip and the top bar's consultation popover all show it this way.

const nameOf = (items: readonly CatalogueItem[], id: string) => items.find((item) => item.id === id)?.name ?? id;

/** 'Primary: Assuria Medische Verzekering, Individual, 12345' (company and type by name). */
export function insuranceText(insurance: z.infer<typeof insuranceSchema>, companies: readonly CatalogueItem[], types: readonly CatalogueItem[]): string {
  const slot = insurance.is_primary ? 'Primary' : 'Secondary';
  return `${slot}: ${nameOf(companies, insurance.company_id)}, ${nameOf(types, insurance.type_id)}, ${insurance.number}`;
}
