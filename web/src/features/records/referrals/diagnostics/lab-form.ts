import { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import { labReferralKind } from '@praktijk/shared/record-kinds';
import { DIAGNOSTIC_TYPES, type DiagnosticTypeCode, isDiagnosticType, NO_TESTS_SELECTED } from '@praktijk/shared/records/lab';
import { labTemplateBody, type LabTemplate } from '@praktijk/shared/schemas/lab-templates';
import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import * as z from 'zod';
import { type CatalogueDefaults } from '../../health/vitals/catalogue-defaults';
import { type DateTimeValue, dateTimeProblem, localDateTimeOf, NO_DATE_TIME } from '../../health/vitals/date-time-value';

// The diagnostic referral add form (spec 2 §3 "Diagnostic referral", §4, §5): what it holds, its
// first values, the rules between its fields, the saved templates' select and deselect, and what
// the create and template calls are sent. The checks are the server's own schemas, so both give
// the same message for the same input.

export { NO_TESTS_SELECTED };

export interface LabValues extends Record<string, unknown> {
  type_id: DiagnosticTypeCode;
  priority_id: string | null;
  /** Catalogue test ids, in the order chosen. */
  tests: readonly string[];
  administrative_datetime: DateTimeValue;
}

/**
 * Laboratory (spec 2 §5 names it first), the form's type unless the user's default is the other one. Named, not
 * DIAGNOSTIC_TYPE_CODES[0]: both codes read as integers, so Object.keys lists Radiologist first.
 */
export const FIRST_TYPE: DiagnosticTypeCode = '266753000';

export const EMPTY_LAB: LabValues = { type_id: FIRST_TYPE, priority_id: null, tests: [], administrative_datetime: NO_DATE_TIME };

/** The first values: the type and priority at the user's defaults, where the default type is a diagnostic one. */
export function prefilledLab(defaults: CatalogueDefaults): LabValues {
  const type = defaults.referral_types;
  return {
    ...EMPTY_LAB,
    type_id: type && isDiagnosticType(type) ? type : FIRST_TYPE,
    priority_id: defaults.referral_priorities ?? null,
  };
}

/** The type select's options: of the referral types only the two diagnostic ones (spec 2 §5), in the catalogue's order. */
export function diagnosticTypeOptions(items: readonly Pick<CatalogueItem, 'id' | 'name'>[]): { value: string; label: string }[] {
  return items.filter((item) => isDiagnosticType(item.id)).map((item) => ({ value: item.id, label: item.name }));
}

/** The catalogue parent whose tests a type asks for (spec 2 §7: Laboratory; Radiology for the Radiologist). */
export const testParentOf = (type: DiagnosticTypeCode): string => DIAGNOSTIC_TYPES[type].testParent;

/**
 * Spec 2 §4: changing the type reloads the tests list. The tests chosen belong to the old type's
 * discipline (the server refuses them for another), so they go; choosing the same type keeps them.
 */
export function withType(values: LabValues, type: DiagnosticTypeCode): Partial<LabValues> {
  return type === values.type_id ? {} : { type_id: type, tests: [] };
}

/** The found tests as the field's options, a group per panel in the order found. */
export function testOptions(tests: readonly Pick<CatalogueItem, 'id' | 'name' | 'parent_name'>[]): MultiselectProps.OptionGroup[] {
  const groups = new Map<string, MultiselectProps.Option[]>();
  for (const test of tests) {
    const panel = test.parent_name ?? '';
    groups.set(panel, [...(groups.get(panel) ?? []), { value: test.id, label: test.name }]);
  }
  return [...groups].map(([label, options]) => ({ label, options }));
}

/** Submit waits for a test (spec 2 §4); the reason, shown beside the disabled button, or undefined. */
export const submitBlocked = (values: Pick<LabValues, 'tests'>): string | undefined => (values.tests.length === 0 ? NO_TESTS_SELECTED : undefined);

/** What createLabReferral (with the list's patient and decursus) or the administration route is sent, before the check. */
export function labInput(values: LabValues): Record<string, unknown> {
  return {
    type_id: values.type_id,
    priority_id: values.priority_id,
    tests: [...values.tests],
    administrative_datetime: localDateTimeOf(values.administrative_datetime),
  };
}

const labFields = labReferralKind.schemas.administration;

/** The form's check: a half-typed date or time in plain words, then the shared schema's messages under their fields. */
export const labFormSchema = z.custom<LabValues>().superRefine((values, ctx) => {
  const when = dateTimeProblem(values.administrative_datetime);
  if (when) ctx.addIssue({ code: 'custom', path: ['administrative_datetime'], message: when.message });
  const checked = labFields.safeParse(labInput(values));
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0]);
    if (when && field === 'administrative_datetime') continue;
    ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
});

/** The body to send; call after the check passed. */
export const labBody = (values: LabValues): Record<string, unknown> => labFields.parse(labInput(values)) as Record<string, unknown>;

/**
 * Saved templates (spec 2 §4): selecting one copies its type and tests into the form and marks it
 * active; selecting the active one again deselects it and resets the form. The next active
 * template and the form's values after the click ('reset' for the form's first values).
 */
export function toggleTemplate(
  active: LabTemplate | undefined,
  template: LabTemplate,
  values: LabValues,
): { active: LabTemplate | undefined; values: LabValues | 'reset' } {
  if (active?.id === template.id) return { active: undefined, values: 'reset' };
  const type = isDiagnosticType(template.type_id) ? template.type_id : values.type_id;
  return { active: template, values: { ...values, type_id: type, tests: [...template.tests] } };
}

/** The names of a template's tests, to show them as chosen in the tests field. */
export const templateTestNames = (template: LabTemplate): Record<string, string> => Object.fromEntries(template.test_items.map((t) => [t.id, t.name]));

/** What createLabTemplate and updateLabTemplate are sent, checked by the server's own schema: the name, the form's type and tests. */
export const templateBody = (values: LabValues, name: string) => labTemplateBody.safeParse({ name, type_id: values.type_id, tests: [...values.tests] });

/** The template form's button (spec 2 §4): Save for a new template, Update while one is active. */
export const templateAction = (active: LabTemplate | undefined): 'Save' | 'Update' => (active ? 'Update' : 'Save');
