import * as z from 'zod';
import { MULTIPLE_INPUT } from '../constants';
import { currentConsultRefSchema } from './consultations';
import {
  capitalizedName,
  isoDate,
  optionalCapitalized,
  optionalEmail,
  optionalPhone,
  optionalRef,
  optionalText,
  pastOrTodayDate,
  phone,
  requestToken,
  requiredRef,
  requiredText,
  todayIso,
  typed,
} from './fields';
import { capitaliseSurname, FORMULA_NAME_MESSAGE, startsLikeFormula } from '../person-name';
import { ulid } from './common';

// Patient demographics (spec 2 §3): the General tab and New Patient form, validated by the same
// schema in the browser and in the Lambda.

// Issue 21 §8: surnames keep their particles as typed ('van der Berg'), and no name starts like a
// spreadsheet formula (import and form alike; see person-name.ts).
const capitaliseSurnameField = (text: string) => capitaliseSurname(text);
const notAFormula = <T extends z.ZodType<string>>(name: T) => name.refine((value) => !startsLikeFormula(value), FORMULA_NAME_MESSAGE);
export const patientFieldsSchema = z.object({
  primary_physician_id: optionalRef,
  title_id: optionalRef,
  first_name: notAFormula(capitalizedName(100)),
  surname: notAFormula(requiredText(100).transform(capitaliseSurnameField)),
  date_of_birth: pastOrTodayDate,
  birth_place: optionalCapitalized(100),
  profession: optionalText(100),
  employer: optionalText(150),
  marital_status_id: optionalRef,
  address_id: optionalRef,
  address_number: optionalText(20),
  address_alternate: optionalText(200),
  district_id: optionalRef,
  resort_id: optionalRef,
  biological_gender_id: requiredRef,
  identified_gender_id: optionalRef,
  ethnicity_id: optionalRef,
  proclaimed_ethnicity_id: optionalRef,
  nationality_id: optionalRef,
  twin: z.boolean().default(false),
  id_number: optionalText(30),
  id_type_id: optionalRef,
  local_foreigner: z.boolean().default(false),
  phone_landline: optionalPhone,
  phone_mobile: z.array(phone).max(MULTIPLE_INPUT.max, `Enter at most ${MULTIPLE_INPUT.max} numbers.`).default([]),
  email: optionalEmail,
  deceased_indicator: z.boolean().default(false),
  deceased_date: isoDate.nullable().default(null),
  testpatient: z.boolean().default(false),
  disability_ids: z
    .array(typed(z.string().max(64)))
    .max(200)
    .default([]),
  contact_first_name: notAFormula(optionalCapitalized(100)),
  contact_surname: notAFormula(optionalText(100).transform(capitaliseSurnameField)),
  contact_phone_mobile: optionalPhone,
  contact_relation_id: optionalRef,
});

/** Cross-field rules: a deceased date only with the indicator, and between birth and today. */
function deceasedRules(p: { deceased_indicator: boolean; deceased_date: string | null; date_of_birth: string }, ctx: z.RefinementCtx): void {
  if (!p.deceased_indicator || !p.deceased_date) return;
  if (p.deceased_date > todayIso()) ctx.addIssue({ code: 'custom', path: ['deceased_date'], message: 'The date cannot be later than today.' });
  if (p.deceased_date < p.date_of_birth) ctx.addIssue({ code: 'custom', path: ['deceased_date'], message: 'The date cannot be before the date of birth.' });
}

export const patientCreateSchema = patientFieldsSchema.superRefine(deceasedRules);
export const patientUpdateSchema = patientFieldsSchema.extend({ consistency_token: requestToken }).superRefine(deceasedRules);
export type PatientFields = z.infer<typeof patientFieldsSchema>;
export type PatientUpdate = z.infer<typeof patientUpdateSchema>;

export const patientSchema = patientFieldsSchema.extend({
  id: z.string(),
  internal_number: z.string(),
  name: z.string(),
  name_with_employer: z.string(),
  age: z.number().nullable(),
  blocked: z.boolean(),
  created: z.string(),
  updated: z.string(),
  consistency_token: z.string(),
  /** GET patients/{id}/ only (spec 1 §3): today's consultation not yet treated, with its decursus id. */
  current_consult: currentConsultRefSchema.nullable().optional(),
});
export type Patient = z.infer<typeof patientSchema>;

/** The patient label and list row (spec 1 §3 "summary fields used globally"). */
export const patientSummarySchema = z.object({
  id: z.string(),
  internal_number: z.string(),
  name: z.string(),
  name_with_employer: z.string(),
  date_of_birth: z.string(),
  age: z.number().nullable(),
  biological_gender_id: z.string(),
  identified_gender_id: z.string().nullable(),
  id_number: z.string(),
  blocked: z.boolean(),
  testpatient: z.boolean(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;

export const patientListQuerySchema = z.object({
  search: typed(z.string().trim().max(100)).optional(),
  cursor: typed(z.string().max(2000)).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
/**
 * A page of All Patients. A name search counts its matches from the page's start up to a bound
 * (functions/patients/domain/search.ts COUNT_WINDOW): above it `count_at_least` is true and `count`
 * is a lower bound, shown as 'of 200+'.
 */
export const patientListSchema = z.object({
  results: z.array(patientSummarySchema),
  count: z.number(),
  count_at_least: z.boolean().optional(),
  next: z.string().nullable(),
});

export const patientStatusSchema = z.object({ blocked: z.boolean(), consistency_token: requestToken });
export const patientIdParams = z.object({ id: ulid });
export const createdIdSchema = z.object({ id: z.string() });
