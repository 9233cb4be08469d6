import { LETTER_FILE_TYPES } from '@praktijk/shared/schemas/letters';
import * as z from 'zod';

// What the letters function asks the renderer for (issue 24): a letter's stored HTML (sanitised
// when it was saved) with its letterhead and signer, as PDF or Word. Checked on arrival: the
// renderer trusts no caller's shape, even its own function's.
export const renderRequestSchema = z.object({
  type: z.enum(LETTER_FILE_TYPES),
  input: z.object({
    html: z.string(),
    title: z.string(),
    letterhead: z.object({ practiceName: z.string(), lines: z.array(z.string()), logo: z.string().optional() }),
    signer: z.object({ name: z.string(), identifier: z.string().optional() }).optional(),
  }),
});
export type RenderRequest = z.infer<typeof renderRequestSchema>;

/** The renderer's answer: the file, base64 (a Lambda's answer is JSON). */
export const renderAnswerSchema = z.object({ content: z.string() });
