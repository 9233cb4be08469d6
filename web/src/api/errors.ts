// One error type for every failed API call, so forms can put server messages under the matching
// fields (spec 1 §5 and §8) and pages can tell "not allowed" from "not reachable".

/** Field name -> messages, as the API answers a 400 (DESIGN §4). */
export type FieldErrors = Record<string, string[]>;

export type ApiErrorKind =
  | 'http' // the server answered with an error status
  | 'network' // no answer at all (offline, server down, CORS)
  | 'invalid-response'; // an answer that does not match the route's response schema

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Some fields are not valid.',
  401: 'Your session has ended. Please sign in again.',
  403: 'You do not have permission to do this.',
  404: 'Not found.',
  409: 'The record was changed by someone else. Reload it and try again.',
  413: 'The file is too large.',
  415: 'This type of file is not accepted.',
};

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  status: number;
  message: string;
  fieldErrors?: FieldErrors;
  nonFieldErrors?: string[];
  /** True when the client already navigated away (to /login or /logout): callers show nothing. */
  redirected?: boolean;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly nonFieldErrors: string[];
  readonly redirected: boolean;

  constructor(details: ApiErrorDetails) {
    super(details.message);
    this.kind = details.kind;
    this.status = details.status;
    this.fieldErrors = details.fieldErrors ?? {};
    this.nonFieldErrors = details.nonFieldErrors ?? [];
    this.redirected = details.redirected ?? false;
  }

  /** The messages for one field, joined for a Cloudscape FormField errorText. */
  fieldError(field: string): string | undefined {
    const messages = this.fieldErrors[field];
    return messages && messages.length > 0 ? messages.join(' ') : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Splits an error body into field errors and non-field errors; unknown shapes give neither. */
export function parseErrorBody(body: unknown): { fieldErrors: FieldErrors; nonFieldErrors: string[]; detail?: string } {
  const fieldErrors: FieldErrors = {};
  let nonFieldErrors: string[] = [];
  let detail: string | undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { fieldErrors, nonFieldErrors };
  for (const [key, value] of Object.entries(body)) {
    if (key === 'non_field_errors') {
      if (isStringArray(value)) nonFieldErrors = value;
    } else if (key === 'detail' || key === 'message') {
      if (typeof value === 'string') detail = value;
    } else if (isStringArray(value)) {
      fieldErrors[key] = value;
    } else if (typeof value === 'string') {
      fieldErrors[key] = [value];
    }
  }
  return { fieldErrors, nonFieldErrors, detail };
}

/** Builds the ApiError for an HTTP error status and its (already decoded) body. */
export function apiErrorFromResponse(status: number, body: unknown, redirected = false): ApiError {
  const { fieldErrors, nonFieldErrors, detail } = parseErrorBody(body);
  const message =
    nonFieldErrors[0] ??
    detail ??
    STATUS_MESSAGES[status] ??
    (status >= 500 ? 'The server could not handle the request. Please try again later.' : `The request failed (HTTP ${status}).`);
  return new ApiError({ kind: 'http', status, message, fieldErrors, nonFieldErrors, redirected });
}

export function networkError(): ApiError {
  return new ApiError({ kind: 'network', status: 0, message: 'Cannot reach the server. Check your connection and try again.' });
}

export function invalidResponseError(status: number): ApiError {
  return new ApiError({
    kind: 'invalid-response',
    status,
    message: 'The server sent an answer this version of Praktijk does not understand. Reload the page.',
  });
}
