import * as z from 'zod';
import { LETTER_CONTENT_MAX_CHARS } from '../letter-markup';
import { ulid } from './common';
import { requestToken, requiredText, typed } from './fields';

// Letter templates (spec 3 §3 "Letter template", §5 "Letter Save as", §6, §7 "Letter templates";
// issue 24): the practice's templates, a name (unique in the practice, in any case), a category
// and the editor's HTML. The server sanitises the content on every write (functions/letters/domain),
// so what is stored and answered is only the markup letter-markup.ts and the editor's formatting use.

export const LETTER_TEMPLATE_NAME_MAX = 200;
export const LETTER_CONTENT_TOO_LONG = `Ensure this field has no more than ${LETTER_CONTENT_MAX_CHARS} characters.`;
/**
 * What a stored template's content may take once sanitised, in UTF-8 bytes: a template is one
 * DynamoDB item, and an item holds at most 400 KB with its other attributes. (Sanitising may also
 * grow a text: a typed '<' is stored as '&lt;'.) The server checks it after sanitising.
 */
export const LETTER_CONTENT_MAX_BYTES = 350_000;
export const LETTER_CONTENT_TOO_LARGE = `The content is too large to save: keep it under ${LETTER_CONTENT_MAX_BYTES / 1000} KB (a smaller image helps).`;

/**
 * The categories (spec 3 §3: "A category with code 'uncategorized' exists, and a referrals category
 * exists"): a fixed list, the same in every practice, so a category's id is its code. 'referrals'
 * is the one the referral editor's template picker shows (issue 24, next issue).
 */
const CATEGORY_CODES = ['uncategorized', 'referrals', 'certificates', 'correspondence'] as const;
export type LetterCategoryCode = (typeof CATEGORY_CODES)[number];
const CATEGORY_NAMES: Record<LetterCategoryCode, string> = {
  uncategorized: 'Uncategorized',
  referrals: 'Referrals',
  certificates: 'Certificates',
  correspondence: 'Correspondence',
};
/** A category as answered: {id, code, name}. */
export const letterCategory = (code: LetterCategoryCode) => ({ id: code, code, name: CATEGORY_NAMES[code] });
export const LETTER_CATEGORIES = CATEGORY_CODES.map(letterCategory);
export const DEFAULT_LETTER_CATEGORY: LetterCategoryCode = 'uncategorized';

export const letterCategorySchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export const letterCategoryListSchema = z.array(letterCategorySchema);

const categoryCode = z.enum(CATEGORY_CODES, { error: 'Select a valid choice.' });
/** The editor's HTML; '' is an empty template. Sanitised by the server, so only its length is checked here. */
const content = typed(z.string({ error: 'This field is required.' }).max(LETTER_CONTENT_MAX_CHARS, LETTER_CONTENT_TOO_LONG));

const templateFields = z.object({
  /** Spec 3 §5: not blank after trimming; inner runs of spaces are one (the name guard ignores them too). */
  name: requiredText(LETTER_TEMPLATE_NAME_MAX).transform((v) => v.replace(/\s+/g, ' ')),
  category: categoryCode.default(DEFAULT_LETTER_CATEGORY),
  content: content.default(''),
});
export const letterTemplateBody = templateFields;
export const letterTemplateUpdate = templateFields.extend({ consistency_token: requestToken });
/** Autosave (spec 3 §4 "Template autosave sends only the content"). */
export const letterTemplateContentUpdate = z.object({ content, consistency_token: requestToken });
export const letterTemplateDeleteQuery = z.object({ consistency_token: requestToken });
export type LetterTemplateInput = z.output<typeof letterTemplateBody>;

export const letterTemplateQuery = z.object({
  category: categoryCode.optional(),
  /** Words of the template's name, accents and case ignored. */
  search: typed(z.string().trim().max(100)).optional(),
});

export const letterTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: letterCategorySchema,
  content: z.string(),
  created: z.string(),
  updated: z.string(),
  consistency_token: z.string(),
});
/** The list answers templates without their content (a practice's templates together can pass what one answer may carry). */
export const letterTemplateListSchema = z.array(letterTemplateSchema.omit({ content: true }));
export const letterTemplateDetailSchema = letterTemplateSchema;
export type LetterTemplate = z.infer<typeof letterTemplateSchema>;

/** Preview (Template Builder): the editor's content as it stands, filled for a sample patient. */
export const letterPreviewBody = z.object({ content });

/** to_html: the patient whose data fill the variables, and optionally the note the Decursus variables come from (else the patient's latest). */
export const letterToHtmlQuery = z.object({ patient: ulid, decursus: ulid.optional() });

/**
 * The template with every variable filled for the patient, sanitised. Empty-value rule: a variable
 * with no value (a field not filled in, no decursus yet, an unknown variable name) becomes an empty
 * string, never 'undefined' or 'null'; a list variable with no rows becomes an empty string too
 * (no empty table).
 */
export const letterHtmlSchema = z.object({ html: z.string() });

export const LETTER_VARIABLE_GROUPS = ['Patient', 'Decursus', 'Prescription'] as const;
export type LetterVariableGroup = (typeof LETTER_VARIABLE_GROUPS)[number];

interface VariableDeclaration {
  label: string;
  group: LetterVariableGroup;
  /** Filled as a table of rows rather than one value. */
  list: boolean;
}
const patient = (label: string, list = false): VariableDeclaration => ({ label, group: 'Patient', list });
const decursus = (label: string): VariableDeclaration => ({ label, group: 'Decursus', list: false });
const prescription = (label: string): VariableDeclaration => ({ label, group: 'Prescription', list: true });

/** Spec 3 §3 "Editor variables", in the spec's order, with the labels the editor's menu shows. */
export const LETTER_VARIABLES = {
  internal_number: patient('Internal number'),
  title: patient('Title'),
  full_name: patient('Full name'),
  first_name: patient('First name'),
  surname: patient('Surname'),
  date_of_birth: patient('Date of birth'),
  birth_place: patient('Birth place'),
  biological_gender: patient('Biological gender'),
  identified_gender: patient('Identified gender'),
  ethnicity: patient('Ethnicity'),
  proclaimed_ethnicity: patient('Proclaimed ethnicity'),
  nationality: patient('Nationality'),
  marital_status: patient('Marital status'),
  address: patient('Address'),
  blood_type: patient('Blood type'),
  allergies: patient('Allergies', true),
  history: patient('History', true),
  soep: decursus('SOEP'),
  subjective: decursus('Subjective'),
  objective: decursus('Objective'),
  evaluation: decursus('Evaluation'),
  policy: decursus('Policy'),
  prescriptions_chronic: prescription('Chronic prescriptions'),
  prescriptions: prescription('Prescriptions'),
} as const satisfies Record<string, VariableDeclaration>;
export type LetterVariableName = keyof typeof LETTER_VARIABLES;

export const isLetterVariable = (name: string): name is LetterVariableName => Object.hasOwn(LETTER_VARIABLES, name);

const letterVariableSchema = z.object({ name: z.string(), label: z.string(), list: z.boolean() });
export const letterVariableGroupsSchema = z.array(z.object({ group: z.enum(LETTER_VARIABLE_GROUPS), variables: z.array(letterVariableSchema) }));
export type LetterVariableGroups = z.infer<typeof letterVariableGroupsSchema>;

/** The variables by group, as the editor's menu lists them. */
export function letterVariableGroups(): LetterVariableGroups {
  const entries: [string, VariableDeclaration][] = Object.entries(LETTER_VARIABLES);
  return LETTER_VARIABLE_GROUPS.map((group) => ({
    group,
    variables: entries.filter(([, v]) => v.group === group).map(([name, v]) => ({ name, label: v.label, list: v.list })),
  }));
}

// Patient letters (spec 3 §3 "Letter": name, created, updated, edited_content, template,
// consistency_token; §7 "Letters"). A letter is the rendered template as written for one patient:
// its `edited_content` is a snapshot, so a later change to the patient does not rewrite a letter
// that was sent. Names are unique per patient (in any case): "Save as with an existing name asks to
// overwrite" (spec 3 §4), and the overwrite is a PATCH of the letter that has the name.
export const LETTER_NAME_MAX = 200;
export const LETTER_NAME_TAKEN = 'This patient already has a letter with this name.';
/** Patient Letters shows 5 rows a page (spec 3 §9). */
export const LETTERS_PAGE_SIZE = 5;

const letterName = requiredText(LETTER_NAME_MAX).transform((v) => v.replace(/\s+/g, ' '));

export const letterCreateBody = z.object({
  patient: ulid,
  name: letterName,
  /** The template it was written from, or null for a blank letter. */
  template: ulid.nullable().default(null),
  /** The editor's HTML as written (variables already filled by to_html); sanitised on the server. */
  edited_content: content.default(''),
});
/** Save, and Save as over an existing name (the overwrite): the content, and the name when it changes. */
export const letterUpdateBody = z.object({
  name: letterName.optional(),
  edited_content: content,
  consistency_token: requestToken,
});
export const letterDeleteQuery = z.object({ consistency_token: requestToken });

/** A row of Patient Letters: no content (a page of letters stays small); the editor reads it by to_html. */
export const letterSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  name: z.string(),
  /** The template's id, or null. */
  template: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
  consistency_token: z.string(),
});
export type Letter = z.infer<typeof letterSchema>;
/** A letter with its content: the answer of a create or a save. */
export const letterWithContentSchema = letterSchema.extend({ edited_content: z.string() });
export const letterPageQuery = z.object({
  page: z.coerce.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').min(1).max(10_000).default(1),
  page_size: z.coerce.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').min(1).max(100).default(LETTERS_PAGE_SIZE),
});
/** A page of a patient's letters, newest first ('Showing x to y of z'). */
export const letterPageSchema = z.object({ results: z.array(letterSchema), count: z.number().int() });

export const LETTER_FILE_TYPES = ['pdf', 'docx'] as const;
export type LetterFileType = (typeof LETTER_FILE_TYPES)[number];
export const LETTER_MIME_TYPES: Record<LetterFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
export const letterDownloadBody = z.object({ type: z.enum(LETTER_FILE_TYPES, { error: 'Select a valid choice.' }) });
/** Spec 3 §7: "returns content, filename, mime_type"; the content is the file, base64. */
export const letterDownloadSchema = z.object({ content: z.string(), filename: z.string(), mime_type: z.string() });
export type LetterDownload = z.infer<typeof letterDownloadSchema>;

// The practice's letterhead (issue 24, beyond the spec: what users of comparable systems ask
// for): kept once per practice, printed at the head of every letter's PDF and Word file under the
// practice's name, with the signing physician's name and identifier closing the letter.
export const LETTERHEAD_MAX_LINES = 4;
export const LETTERHEAD_LINE_MAX = 120;
/** The logo as a data URL: a practice logo is some 5-50 KB; the bound keeps the letterhead one small item. */
export const LETTERHEAD_LOGO_MAX_CHARS = 150_000;
export const LETTERHEAD_LOGO_INVALID = 'Choose a PNG or JPEG image.';
export const LETTERHEAD_LOGO_TOO_LARGE = `The logo is too large: keep it under ${Math.floor((LETTERHEAD_LOGO_MAX_CHARS * 3) / 4 / 1000)} KB.`;
/** Only inline PNG or JPEG data: a URL would make the renderers fetch it. */
export const LETTERHEAD_LOGO_PATTERN = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

export const letterheadBody = z.object({
  lines: z
    .array(typed(z.string().trim().max(LETTERHEAD_LINE_MAX, `Ensure this field has no more than ${LETTERHEAD_LINE_MAX} characters.`)), {
      error: 'Expected a list of items.',
    })
    .max(LETTERHEAD_MAX_LINES, `Ensure this field has no more than ${LETTERHEAD_MAX_LINES} elements.`)
    .transform((lines) => lines.filter(Boolean))
    .default([]),
  logo: z.string().max(LETTERHEAD_LOGO_MAX_CHARS, LETTERHEAD_LOGO_TOO_LARGE).regex(LETTERHEAD_LOGO_PATTERN, LETTERHEAD_LOGO_INVALID).nullable().default(null),
  /** The token read; '' when the practice has no letterhead yet (the first save creates it). */
  consistency_token: typed(z.string().max(200)).default(''),
});
export const letterheadSchema = z.object({
  practice_name: z.string(),
  lines: z.array(z.string()),
  logo: z.string().nullable(),
  consistency_token: z.string(),
});
export type Letterhead = z.infer<typeof letterheadSchema>;
