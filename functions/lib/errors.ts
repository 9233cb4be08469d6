import { type ValidationErrorBody } from '@praktijk/shared/schemas/common';

// Typed errors thrown anywhere below a handler; the error middleware maps each to the spec's
// response shape in one place (http/error-handler.ts). Messages of these are safe to show.
export abstract class HttpError extends Error {
  abstract readonly status: number;
  abstract body(): unknown;
}

export class ValidationError extends HttpError {
  readonly status = 400;
  constructor(readonly fields: ValidationErrorBody) {
    super('Validation failed');
  }
  static nonField(message: string): ValidationError {
    return new ValidationError({ non_field_errors: [message] });
  }
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
  body(): ValidationErrorBody {
    return this.fields;
  }
}

export class UnauthorizedError extends HttpError {
  readonly status = 401;
  constructor(message = 'Authentication credentials were not provided or have expired.') {
    super(message);
  }
  body() {
    return { detail: this.message };
  }
}

export class ForbiddenError extends HttpError {
  readonly status = 403;
  constructor(message = 'You do not have permission to perform this action.') {
    super(message);
  }
  body() {
    return { detail: this.message };
  }
}

/** Unknown ids and other practices' ids alike: never reveal that a record exists elsewhere. */
export class NotFoundError extends HttpError {
  readonly status = 404;
  constructor(message = 'Not found.') {
    super(message);
  }
  body() {
    return { detail: this.message };
  }
}

/** A stale consistency_token: someone else saved the record since it was loaded. */
export class ConflictError extends HttpError {
  readonly status = 409;
  constructor(message = 'This record was changed by someone else. Reload it and make your change again.') {
    super(message);
  }
  body() {
    return { non_field_errors: [this.message] };
  }
}

export class PayloadTooLargeError extends HttpError {
  readonly status = 413;
  constructor(message = 'The file is too large.') {
    super(message);
  }
  body() {
    return { non_field_errors: [this.message] };
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  readonly status = 415;
  constructor(message = 'This type of content is not supported.') {
    super(message);
  }
  body() {
    return { non_field_errors: [this.message] };
  }
}

export class MethodNotAllowedError extends HttpError {
  readonly status = 405;
  constructor(message = 'Method not allowed.') {
    super(message);
  }
  body() {
    return { detail: this.message };
  }
}
