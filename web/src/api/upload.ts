import { callApi } from './index';
import { type ApiOperation, type CallArgs, type ResponseOf, type RouteForOperation } from './route-types';

// Multipart uploads (routes with `upload` in the shared table, e.g. startImport). The client
// sends a FormData body as it is (the browser sets the boundary) with the same auth header,
// refresh, 401/403 handling and error mapping as every JSON call; only the body's type differs
// from the route's JSON schema, which the server checks on the form fields instead.

type UploadOperation = 'startImport' | 'uploadConsultationLetter';

export interface UploadRequest {
  /** The file under the route's file field (PATIENT_IMPORT.field, 'file'). */
  file: File;
  fileField: string;
  /** The other form fields, as text. */
  fields: Record<string, string>;
  /** The path's parameters (the consultation's id of a letter). */
  params?: Record<string, string>;
}

export function uploadForm({ file, fileField, fields }: UploadRequest): FormData {
  const form = new FormData();
  form.append(fileField, file, file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** uploadApi('startImport', { file, fileField: 'file', fields: { type: 'csv', uuid } }) */
export function uploadApi<Op extends UploadOperation & ApiOperation>(operation: Op, request: UploadRequest): Promise<ResponseOf<RouteForOperation<Op>>> {
  // The cast carries the FormData through the JSON-typed options; client.ts passes it on untouched.
  const args = [{ params: request.params, body: uploadForm(request) }] as unknown as CallArgs<RouteForOperation<Op>>;
  return callApi(operation, ...args);
}
