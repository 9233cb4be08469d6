import { isIsoDate } from '@praktijk/shared/dates';
import { VACCINATION_REFERENCES, VACCINATION_UNITS } from '@praktijk/shared/records/vaccinations';
import { type CatalogueDefaults, type FieldCatalogues, prefilled } from '../../health/vitals/catalogue-defaults';

// The vaccination add form (spec 2 §3 "Vaccination", §4, §5): what it holds, the rule that a
// picked start date is copied to the end date, the user's catalogue defaults as its first values,
// and what createVaccination is sent. The checks are the server's own schema
// (vaccinationKind.schemas.administration), so both give the same message for the same input.

export interface VaccinationValues extends Record<string, unknown> {
  vaccine_id: string | null;
  dosage_form_id: string | null;
  route_identifyer_id: string | null;
  route_text_id: string | null;
  administered_site_id: string | null;
  side_effects_type_id: string | null;
  side_effects_outcome_id: string | null;
  /** As typed (the measurement rule; a comma is read as a dot); '' for none. */
  amount: string;
  unit: string | null;
  /** ISO date, '' for none, or the text as typed while it is not a date yet (refused on submit). */
  start: string;
  end: string;
  organization_id: string | null;
}

export const EMPTY_VACCINATION: VaccinationValues = {
  vaccine_id: null,
  dosage_form_id: null,
  route_identifyer_id: null,
  route_text_id: null,
  administered_site_id: null,
  side_effects_type_id: null,
  side_effects_outcome_id: null,
  amount: '',
  unit: null,
  start: '',
  end: '',
  organization_id: null,
};

/** The unit select's options (spec 2 §9: ml, mg, IU). */
export const UNIT_OPTIONS = VACCINATION_UNITS.map((unit) => ({ value: unit, label: unit }));

/** Each select's catalogue, for the user's defaults; the vaccine is searched, not prefilled. */
export const VACCINATION_SELECT_CATALOGUES: FieldCatalogues = Object.fromEntries(
  Object.entries(VACCINATION_REFERENCES).filter(([field]) => field !== 'vaccine_id'),
);

/** The first values: each select at the user's default for its catalogue (spec 2 §3), where one is set. */
export const prefilledVaccination = (defaults: CatalogueDefaults): VaccinationValues => prefilled(EMPTY_VACCINATION, VACCINATION_SELECT_CATALOGUES, defaults);

/**
 * Spec 2 §4: picking a start date copies it to the end date. The start's new value, and the end's
 * too once the start is a whole date (typed or from the calendar); a half-typed start leaves the end.
 */
export function withStart(start: string): Pick<VaccinationValues, 'start'> & Partial<Pick<VaccinationValues, 'end'>> {
  return isIsoDate(start) ? { start, end: start } : { start };
}

/** Whether the unit is required: with an amount (the shared rule's 'This field is required.' on unit). */
export const unitRequired = (values: Pick<VaccinationValues, 'amount'>): boolean => values.amount.trim() !== '';

/** What createVaccination is sent (the list adds the patient and the consultation's decursus): empty is null, a comma a dot. */
export function vaccinationBody(values: VaccinationValues): Record<string, unknown> {
  const amount = values.amount.trim().replace(',', '.');
  return {
    vaccine_id: values.vaccine_id,
    dosage_form_id: values.dosage_form_id,
    route_identifyer_id: values.route_identifyer_id,
    route_text_id: values.route_text_id,
    administered_site_id: values.administered_site_id,
    side_effects_type_id: values.side_effects_type_id,
    side_effects_outcome_id: values.side_effects_outcome_id,
    amount: amount === '' ? null : amount,
    unit: values.unit,
    start: values.start === '' ? null : values.start,
    end: values.end === '' ? null : values.end,
    organization_id: values.organization_id,
  };
}
