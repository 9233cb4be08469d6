import { allergyKind } from '@praktijk/shared/record-kinds';
import { atcCovers } from '@praktijk/shared/schemas/allergy-check';
import { type StoredCatalogueItem } from '../../catalogue/domain/layout';
import { type ReferenceNames } from '../../catalogue/domain/record-references';
import { itemKeys, itemsFromRows } from '../../catalogue/domain/store';
import { batchGet } from '../../lib/data/query';
import { type TenantData } from '../../lib/data/tenant-data';
import { allPatientRecords } from '../../records/record-pages';
import { type PatientRecord } from '../../records/records';

// Which of a patient's allergies cover a medication (issue 13 §2): a drug allergen's ATC class
// covers the medications whose ATC code starts with it, so a penicillin allergy covers amoxicillin.
// The allergy check (GET patients/{id}/allergy_check/) answers it; a prescription is refused by it.
// The allergies and, in one BatchGet, the medication and the allergens' catalogue items are read
// at the moment of asking, so an allergy recorded a minute ago counts.

/** More allergies than any patient has; all are read, newest first. */
const MAX_ALLERGIES = 200;

export type StoredAllergy = PatientRecord & {
  allergy_code_id: string;
  allergy_severity_id: string;
  reaction: string;
  names?: ReferenceNames;
  decursus: string | null;
};

export interface AllergyCover {
  /** The medication's catalogue item; undefined when the id is not in the formulary. */
  medication: StoredCatalogueItem | undefined;
  /** The patient's allergies that cover it (none for an unknown medication). */
  allergies: StoredAllergy[];
}

export async function allergiesCovering(data: TenantData, patientId: string, medicationId: string): Promise<AllergyCover> {
  const allergies = await allPatientRecords<StoredAllergy>(data, allergyKind, patientId, MAX_ALLERGIES);
  const codes = [...new Set(allergies.map((a) => a.allergy_code_id))];
  const rows = await batchGet([...itemKeys('medications', [medicationId]), ...itemKeys('allergy_codes', codes)]);
  const medication = itemsFromRows('medications', [medicationId], rows).get(medicationId);
  if (!medication) return { medication, allergies: [] };
  const allergens = itemsFromRows('allergy_codes', codes, rows);
  return { medication, allergies: allergies.filter((a) => atcCovers(allergens.get(a.allergy_code_id)?.atc, medication.atc)) };
}
