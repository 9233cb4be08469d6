import { allergyKind } from '@praktijk/shared/record-kinds';
import { type AllergyCheck, atcCovers } from '@praktijk/shared/schemas/allergy-check';
import { type RequestContext } from '../lib/auth/context';
import { itemKeys, itemsFromRows } from '../lib/catalogue/store';
import { batchGet } from '../lib/data/query';
import { ValidationError } from '../lib/errors';
import { type Input } from '../lib/http/types';
import { allPatientRecords } from '../lib/patients/record-pages';
import { refOf, type StoredHealthRecord } from './records/shown';

/** More allergies than any patient has; the check reads them all, newest first. */
const MAX_ALLERGIES = 200;

type StoredAllergy = StoredHealthRecord & { allergy_code_id: string; reaction: string };

// The patient's allergies and, in one BatchGet, the medication and the allergens' catalogue items
// (their ATC classes): read at the moment of the check, so an allergy recorded a minute ago counts.
export async function checkAllergy({ params, query }: Input<'checkAllergy'>, ctx: RequestContext): Promise<AllergyCheck> {
  const allergies = await allPatientRecords<StoredAllergy>(ctx.data, allergyKind, params.id, MAX_ALLERGIES);
  const codes = [...new Set(allergies.map((a) => a.allergy_code_id))];
  const rows = await batchGet(dedupe([...itemKeys('medications', [query.medication]), ...itemKeys('allergy_codes', codes)]));
  const medication = itemsFromRows('medications', [query.medication], rows).get(query.medication);
  if (!medication) throw ValidationError.field('medication', 'Select a valid choice.');
  const allergens = itemsFromRows('allergy_codes', codes, rows);
  const matching = allergies.filter((a) => atcCovers(allergens.get(a.allergy_code_id)?.atc, medication.atc));
  return {
    allergic: matching.length > 0,
    allergies: matching.map((a) => ({
      id: a.id,
      allergy_code: refOf(a, 'allergy_code_id'),
      allergy_severity: refOf(a, 'allergy_severity_id'),
      reaction: a.reaction,
    })),
  };
}

function dedupe(keys: { PK: string; SK: string }[]): { PK: string; SK: string }[] {
  return [...new Map(keys.map((k) => [`${k.PK}|${k.SK}`, k])).values()];
}
