import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { type Patient, type PatientFields } from '@praktijk/shared/schemas/patients';
import { capitaliseSurname } from '@praktijk/shared/person-name';
import { capitalizeWords } from '@praktijk/shared/schemas/fields';

// The General tab and New Patient form as values (spec 2 §3), and the demographics rules of
// spec 2 §4 as pure functions, so each rule is tested without a browser.

type Ref = string | null;
export type PatientFormValues = {
  primary_physician_id: Ref;
  title_id: Ref;
  first_name: string;
  surname: string;
  date_of_birth: string;
  birth_place: string;
  profession: string;
  employer: string;
  marital_status_id: Ref;
  /** Not a patient field: the alternate-address toggle, kept in the form so Reset restores it. */
  use_alternate_address: boolean;
  address_id: Ref;
  address_number: string;
  address_alternate: string;
  district_id: Ref;
  resort_id: Ref;
  biological_gender_id: Ref;
  identified_gender_id: Ref;
  ethnicity_id: Ref;
  proclaimed_ethnicity_id: Ref;
  nationality_id: Ref;
  twin: boolean;
  id_number: string;
  id_type_id: Ref;
  local_foreigner: boolean;
  phone_landline: string;
  phone_mobile: string[];
  email: string;
  deceased_indicator: boolean;
  deceased_date: string;
  testpatient: boolean;
  disability_ids: string[];
  contact_first_name: string;
  contact_surname: string;
  contact_phone_mobile: string;
  contact_relation_id: Ref;
};

export const EMPTY_PATIENT: PatientFormValues = {
  primary_physician_id: null,
  title_id: null,
  first_name: '',
  surname: '',
  date_of_birth: '',
  birth_place: '',
  profession: '',
  employer: '',
  marital_status_id: null,
  use_alternate_address: false,
  address_id: null,
  address_number: '',
  address_alternate: '',
  district_id: null,
  resort_id: null,
  biological_gender_id: null,
  identified_gender_id: null,
  ethnicity_id: null,
  proclaimed_ethnicity_id: null,
  nationality_id: null,
  twin: false,
  id_number: '',
  id_type_id: null,
  local_foreigner: false,
  phone_landline: '',
  phone_mobile: [],
  email: '',
  deceased_indicator: false,
  deceased_date: '',
  testpatient: false,
  disability_ids: [],
  contact_first_name: '',
  contact_surname: '',
  contact_phone_mobile: '',
  contact_relation_id: null,
};

/** The form's values for a saved patient (only the form's keys, so the form starts clean). */
export function valuesFromPatient(patient: Patient): PatientFormValues {
  const picked = Object.fromEntries(Object.keys(EMPTY_PATIENT).map((key) => [key, (patient as Record<string, unknown>)[key]])) as PatientFormValues;
  return { ...picked, deceased_date: patient.deceased_date ?? '', use_alternate_address: patient.address_alternate !== '' };
}

/**
 * What goes to the API and through the shared schema: the toggle left out, an empty date of
 * birth as missing (so it reads 'This field is required.'), no deceased date unless deceased.
 */
export function patientPayload(
  values: PatientFormValues,
): Omit<PatientFields, 'date_of_birth' | 'biological_gender_id'> & { date_of_birth?: string; biological_gender_id?: string } {
  const { use_alternate_address: _toggle, date_of_birth, biological_gender_id, deceased_date, ...rest } = values;
  return {
    ...rest,
    date_of_birth: date_of_birth === '' ? undefined : date_of_birth,
    biological_gender_id: biological_gender_id ?? undefined,
    deceased_date: values.deceased_indicator && deceased_date !== '' ? deceased_date : null,
    phone_mobile: values.phone_mobile.filter((phone) => phone.trim() !== ''),
  };
}

/** Names and text fields are capitalised as they are typed (spec 2 §5). */
export const CAPITALISED_FIELDS = ['first_name', 'surname', 'birth_place', 'contact_first_name', 'contact_surname'] as const;
const SURNAME_FIELDS: ReadonlySet<string> = new Set(['surname', 'contact_surname']);

/**
 * A field's text capitalised as it is typed: every word's first letter raised, but a surname keeps
 * its particles as typed ('van der Berg', issue 21 §8) and its last word waits while it may still
 * become one ('v' of 'van'); the shared schema capitalises the saved value the same way.
 */
export function capitalised(field: string, text: string): string {
  return SURNAME_FIELDS.has(field) ? capitaliseSurname(text, { typing: true }) : capitalizeWords(text);
}

export type PatientChange = Partial<PatientFormValues>;

/** Switching the alternate address either way clears the address fields. */
export function toggleAlternateAddress(on: boolean): PatientChange {
  return { use_alternate_address: on, district_id: null, resort_id: null, address_id: null, address_number: '', address_alternate: '' };
}

/** Picking an address fills its resort (the address's parent) and that resort's district. */
export function pickAddress(address: CatalogueItem, resorts: readonly CatalogueItem[]): PatientChange {
  const resort = resorts.find((item) => item.code === address.parent);
  return { address_id: address.id, resort_id: resort?.id ?? address.parent, district_id: resort?.parent ?? null };
}

/** Clearing the address search text clears the address, its district and resort. */
export function clearAddress(): PatientChange {
  return { address_id: null, district_id: null, resort_id: null };
}

/** Ticking 'Is Foreigner' clears the ID fields; unticking clears the ID type, whose select is then disabled. */
export function setForeigner(on: boolean): PatientChange {
  return on ? { local_foreigner: true, id_type_id: null, id_number: '' } : { local_foreigner: false, id_type_id: null };
}

/** Unticking deceased clears the date of death. */
export function setDeceased(on: boolean): PatientChange {
  return on ? { deceased_indicator: true } : { deceased_indicator: false, deceased_date: '' };
}

/** A district change clears a resort that is not in it. */
export function setDistrict(districtId: Ref): PatientChange {
  return { district_id: districtId, resort_id: null };
}

/** Add employer: only for a non-empty name no listed employer has, in any case. */
export function canAddEmployer(text: string, employers: readonly { name: string }[]): boolean {
  const name = text.trim().toLocaleLowerCase();
  return name !== '' && !employers.some((employer) => employer.name.trim().toLocaleLowerCase() === name);
}
