import { vaccinationKind } from '@praktijk/shared/record-kinds';
import { VACCINATION_REFERENCES, type VaccinationFields } from '@praktijk/shared/records/vaccinations';
import { namesOf, readReferences } from '../../catalogue/domain/record-references';
import { recordOperations } from '../../records/operations';
import { full, nameOf, refOf, type StoredHealthRecord } from '../../records/shown-records';

type StoredVaccination = StoredHealthRecord & VaccinationFields;

/** Spec 2 §3 "Vaccination" display: the chosen items by name, the route in words, the amount with its unit. */
export function showVaccination(v: StoredVaccination) {
  const route = [nameOf(v, 'route_text_id'), nameOf(v, 'route_identifyer_id')].filter(Boolean);
  return {
    ...v,
    vaccine: refOf(v, 'vaccine_id'),
    dosage_form: refOf(v, 'dosage_form_id'),
    administered_site: refOf(v, 'administered_site_id'),
    route_full: route.length ? route.join(' — ') : null,
    amount_full: v.unit ? full(v.amount, v.unit) : null,
  };
}

export const vaccinationOperations = recordOperations(vaccinationKind, {
  async enrich(fields) {
    return { names: namesOf(await readReferences(fields, VACCINATION_REFERENCES)) };
  },
  async show(records) {
    return records.map((r) => showVaccination(r as StoredVaccination));
  },
});
