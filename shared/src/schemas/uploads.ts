import * as z from 'zod';
import { REQUIRED, typed } from './fields';

// Uploads straight to S3 (DESIGN §7, issue 23 §4). Each upload flow has two calls:
// 1. the ticket: the browser names the file (name and size); the server checks them against the
//    flow's rule (FileUploadRule), chooses the object key under the practice's prefix, and answers
//    a presigned POST: the bucket's URL and the form fields to send before the file. The policy
//    signed into it allows exactly that key, the content type of the file's kind, the file name
//    (as metadata) and 1 byte to the rule's maximum, for UPLOAD_TICKET_SECONDS;
// 2. the confirmation: the spec's own call (same method, path and answer), whose JSON body names
//    the upload (`upload`, the ticket's id). The server reads the stored object's size and first
//    bytes, checks its kind by content, and only then writes the record; a refused object is deleted.

/** Upload ids are ULIDs the server chose; the key is rebuilt from the caller's practice and the record, never taken from the client. */
export const uploadId = typed(z.string({ error: REQUIRED }).regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Enter a valid upload id.'));

export const uploadTicketRequestSchema = z.object({
  filename: typed(z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(255, 'Ensure this field has no more than 255 characters.')),
  /** The file's size as the browser knows it: an oversize file is refused before it is sent (S3 enforces the limit again). */
  size: z.number({ error: REQUIRED }).int('Enter a whole number.').min(1, 'The submitted file is empty.'),
});
export type UploadTicketRequest = z.infer<typeof uploadTicketRequestSchema>;

export const uploadTicketSchema = z.object({
  /** Named by the confirmation call. */
  upload: z.string(),
  /** Where the browser posts the form (the bucket's endpoint). */
  url: z.string(),
  /** The form fields to send, in this order, before the file (field `file`). */
  fields: z.record(z.string(), z.string()),
  /** When the ticket stops working (ISO instant). */
  expires: z.string(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/**
 * The spec's inline file answer (`content` base64, `filename`, `mime_type`), for files up to
 * INLINE_FILE_MAX_BYTES; a larger file comes as `url`, a short-lived link to the file itself,
 * and no `content`. The client takes whichever the answer carries.
 */
export const fileAnswerSchema = z.object({
  content: z.string().optional(),
  url: z.string().optional(),
  filename: z.string(),
  mime_type: z.string(),
});
export type FileAnswer = z.infer<typeof fileAnswerSchema>;
