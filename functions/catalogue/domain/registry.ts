import { type CatalogueEntry, type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';
import { addresses } from './data/addresses';
import { episode_statuses, procedure_types } from './data/care';
import { referral_priorities, referral_tests, referral_types, research_types } from './data/diagnostics';
import { cities, districts, resorts, villages } from './data/geography';
import * as health from './data/health';
import { icpc_codes, icpc_components } from './data/icpc';
import { insurance_companies, insurance_types } from './data/insurance';
import * as medication from './data/medication';
import * as people from './data/people';
import * as vaccination from './data/vaccination';

// Every reference catalogue: its entries and, when its items have parents, the catalogue the
// parent codes point into (itself for trees such as ICPC). The Record type makes a name added to
// the shared list without data, or data without a name, a type error.
export interface CatalogueSource {
  entries: readonly CatalogueEntry[];
  parents?: ReferenceCatalogueName;
}

const flat = (entries: readonly CatalogueEntry[]): CatalogueSource => ({ entries });
const under = (parents: ReferenceCatalogueName, entries: readonly CatalogueEntry[]): CatalogueSource => ({ entries, parents });

export const REFERENCE_CATALOGUES: Record<ReferenceCatalogueName, CatalogueSource> = {
  districts: flat(districts),
  resorts: under('districts', resorts),
  cities: under('resorts', cities),
  villages: under('resorts', villages),
  addresses: under('resorts', addresses),
  titles: flat(people.titles),
  marital_statuses: flat(people.marital_statuses),
  genders: flat(people.genders),
  biological_genders: flat(people.biological_genders),
  identified_genders: flat(people.identified_genders),
  twins: flat(people.twins),
  ethnicities: flat(people.ethnicities),
  nationalities: flat(people.nationalities),
  disabilities: flat(people.disabilities),
  identification_types: flat(people.identification_types),
  contact_relations: flat(people.contact_relations),
  relation_types: flat(people.relation_types),
  insurance_companies: flat(insurance_companies),
  insurance_types: under('insurance_companies', insurance_types),
  icpc_codes: under('icpc_codes', icpc_codes),
  icpc_components: flat(icpc_components),
  episode_statuses: flat(episode_statuses),
  procedure_types: flat(procedure_types),
  blood_types: flat(health.blood_types),
  allergy_types: flat(health.allergy_types),
  allergy_codes: under('allergy_types', health.allergy_codes),
  allergy_severities: flat(health.allergy_severities),
  measurement_types: flat(health.measurement_types),
  vital_measurement_methods: under('measurement_types', health.vital_measurement_methods),
  temperature_methods: flat(health.temperature_methods),
  pulse_rate_methods: flat(health.pulse_rate_methods),
  blood_pressure_methods: flat(health.blood_pressure_methods),
  height_methods: flat(health.height_methods),
  weight_methods: flat(health.weight_methods),
  heart_rhythms: flat(health.heart_rhythms),
  heart_rhythm_types: flat(health.heart_rhythm_types),
  palpation_locations: flat(health.palpation_locations),
  pulse_strengths: flat(health.pulse_strengths),
  respiration_types: flat(health.respiration_types),
  respiration_rhythms: flat(health.respiration_rhythms),
  blood_pressure_sides: flat(health.blood_pressure_sides),
  referral_types: flat(referral_types),
  referral_priorities: flat(referral_priorities),
  referral_tests: under('referral_tests', referral_tests),
  research_types: flat(research_types),
  medications: flat(medication.medications),
  units: flat(medication.units),
  frequency_units: flat(medication.frequency_units),
  prescription_dosage_forms: flat(medication.prescription_dosage_forms),
  delivery_forms: flat(medication.delivery_forms),
  medication_repeat_dates: flat(medication.medication_repeat_dates),
  vaccines: flat(vaccination.vaccines),
  dosage_forms: flat(vaccination.dosage_forms),
  route_identifiers: flat(vaccination.route_identifiers),
  route_texts: flat(vaccination.route_texts),
  administered_sites: flat(vaccination.administered_sites),
  side_effects_types: flat(vaccination.side_effects_types),
  side_effects_outcomes: flat(vaccination.side_effects_outcomes),
  side_effects_statuses: flat(vaccination.side_effects_statuses),
  severities: flat(vaccination.severities),
  organizations: flat(vaccination.organizations),
};
