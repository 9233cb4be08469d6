import { type z } from 'zod';
import { type ValidationErrorBody } from '@praktijk/shared/schemas/common';

// zod issues -> the spec's 400 body: messages keyed by field ("phone_mobile.1" for list items),
// form-level issues under non_field_errors. Two rules of one field may give the same text (an
// impossible date fails both the format and the calendar check): a field lists a message once.
export function zodIssuesToFields(issues: readonly z.core.$ZodIssue[]): ValidationErrorBody {
  const fields: ValidationErrorBody = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    const messages = (fields[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fields;
}
