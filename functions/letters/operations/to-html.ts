import { type RequestContext } from '../../lib/auth/context';
import { type Input } from '../../lib/http/types';
import { fillTemplate } from '../domain/fill';
import { readLetterData } from '../domain/patient-data';
import { sampleLetterValues } from '../domain/sample-values';
import { letterTemplateWithContent, storedContent } from '../domain/templates';
import { letterValues } from '../domain/values';

// A template filled for a patient (spec 3 §7 letters/templates/{id}/to_html/): the template and the
// patient's data read side by side; another practice's template, patient or note answers 404.
// Not written to the access log: that log records patient files handed out (a download or a link,
// lib/data/access-log.ts); this answer is the record's data as the record's own reads answer it,
// and the letter's PDF and Word downloads (next issue) are the files it records.
export async function letterTemplateToHtml({ params, query }: Input<'letterTemplateToHtml'>, ctx: RequestContext) {
  const [{ content }, data] = await Promise.all([letterTemplateWithContent(ctx, params.id), readLetterData(ctx, query.patient, query.decursus)]);
  return { html: fillTemplate(content, letterValues(data)) };
}

/** The Template Builder's preview: the content as the editor holds it, sanitised and filled for the sample patient. */
export async function previewLetterTemplate({ body }: Input<'previewLetterTemplate'>) {
  return { html: fillTemplate(storedContent(body.content), sampleLetterValues()) };
}
