import { type UploadTicket } from '@praktijk/shared/schemas/uploads';
import { callApi } from './index';

// Files go straight to S3 (DESIGN §7, shared/src/schemas/uploads.ts): the API hands out a ticket
// (a presigned POST) after checking the file's name and size, the browser posts the ticket's
// fields and then the file to the bucket, and the spec's own call confirms the upload by its id.
// API Gateway and the Lambda never carry the file's bytes.

type TicketOperation = 'labDocumentUploadTicket' | 'consultationLetterUploadTicket' | 'importUploadTicket' | 'medicalCardUploadTicket';

/** S3 refused the file (its policy: size, type or an expired ticket); the server's own checks come with the confirmation. */
export const UPLOAD_REFUSED = 'The file could not be uploaded. Try again.';

/** The ticket's fields first, the file last: S3 ignores what follows the file. */
export function s3Form(ticket: Pick<UploadTicket, 'fields'>, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

async function ticketFor(operation: TicketOperation, file: File, params?: { id: string }, patient?: string): Promise<UploadTicket> {
  const body = { filename: file.name, size: file.size };
  if (operation === 'importUploadTicket') return callApi(operation, { body });
  if (operation === 'medicalCardUploadTicket') return callApi(operation, { body: { ...body, patient: patient! } });
  return callApi(operation, { params: params!, body });
}

/** Sends `file` to S3 on a fresh ticket and answers the upload's id for the confirming call. Errors are the ticket's (ApiError) or UPLOAD_REFUSED. */
export async function uploadToS3(operation: TicketOperation, file: File, params?: { id: string }): Promise<string> {
  const ticket = await ticketFor(operation, file, params);
  const sent = await fetch(ticket.url, { method: 'POST', body: s3Form(ticket, file) });
  if (!sent.ok) throw new Error(UPLOAD_REFUSED);
  return ticket.upload;
}

/** The fraction of a file sent so far, 0 to 1. */
export type UploadProgress = (sent: number) => void;

/** Posts the form with XMLHttpRequest, whose upload events tell the progress fetch does not. */
function postWithProgress(url: string, form: FormData, onProgress: UploadProgress): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(UPLOAD_REFUSED)));
    request.onerror = () => reject(new Error(UPLOAD_REFUSED));
    request.send(form);
  });
}

/** A medical card's file to S3 on its own ticket, telling its progress (several files go at once, each with its bar). */
export async function uploadCardFile(patient: string, file: File, onProgress: UploadProgress): Promise<string> {
  const ticket = await ticketFor('medicalCardUploadTicket', file, undefined, patient);
  await postWithProgress(ticket.url, s3Form(ticket, file), onProgress);
  return ticket.upload;
}
