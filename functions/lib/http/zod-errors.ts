import { type z } from 'zod';
import { type ValidationErrorBody } from '@praktijk/shared/schemas/common';

// zod issues -> the spec's 400 body: messages keyed by field ("phone_mobile.1" for list items),
// form-level issues under non_field_errors.
export function zodIssuesToFields(issues: readonly z.core.$ZodIssue[]): ValidationErrorBody {
  const fields: ValidationErrorBody = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
