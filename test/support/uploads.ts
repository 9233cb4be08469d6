import { type UploadTicket } from '@praktijk/shared/schemas/uploads';
import { type ApiResponse, type TypedApi } from './api';

// Uploads as the browser makes them (shared/src/schemas/uploads.ts): a ticket from the API, the
// file posted to S3 with the ticket's fields first, then the spec's call confirms it.

export type TicketOperation = 'labDocumentUploadTicket' | 'consultationLetterUploadTicket' | 'importUploadTicket' | 'medicalCardUploadTicket';
export interface TestFile {
  name: string;
  data: Uint8Array;
}

/** The ticket's form, then the file (S3 ignores fields after it), as a browser posts it. */
export function uploadForm(ticket: Pick<UploadTicket, 'fields'>, file: TestFile, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...ticket.fields, ...fields })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.data)], { type: 'application/octet-stream' }), file.name);
  return form;
}

export const postToS3 = (ticket: Pick<UploadTicket, 'url' | 'fields'>, file: TestFile, fields: Record<string, string> = {}) =>
  fetch(ticket.url, { method: 'POST', body: uploadForm(ticket, file, fields) });

/** `extra`: what the ticket's body names besides the file (a medical card's patient). */
export function ticketFor(
  api: TypedApi,
  operation: TicketOperation,
  token: string,
  file: TestFile,
  params?: Record<string, string>,
  size = file.data.length,
  extra: Record<string, string> = {},
) {
  return api.raw(operation, token, { params, body: { ...extra, filename: file.name, size } }) as Promise<ApiResponse<UploadTicket>>;
}

/** A ticket and the file sent with it: the upload's id for the confirmation. Fails loudly when either step does. */
export async function uploadToS3(
  api: TypedApi,
  operation: TicketOperation,
  token: string,
  file: TestFile,
  params?: Record<string, string>,
  extra?: Record<string, string>,
): Promise<string> {
  const ticket = await ticketFor(api, operation, token, file, params, file.data.length, extra);
  if (ticket.status !== 201) throw new Error(`${operation} answered ${ticket.status}: ${JSON.stringify(ticket.body)}`);
  const sent = await postToS3(ticket.body, file);
  if (sent.status !== 204) throw new Error(`S3 answered ${sent.status}: ${await sent.text()}`);
  return ticket.body.upload;
}
