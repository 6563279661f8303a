import { ERROR_CODES, type ErrorCode } from '#shared/error-codes.js';

/** Typed errors with a stable code; the error handler turns them into `{ message, errors? }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class ValidationError extends AppError {
  constructor(message: string, errors: Record<string, string>) {
    super(400, ERROR_CODES.validationFailed, message, errors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super(401, ERROR_CODES.unauthorized, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, ERROR_CODES.forbidden, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, ERROR_CODES.notFound, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, errors?: Record<string, string>) {
    super(409, ERROR_CODES.conflict, message, errors);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ERROR_CODES.tooManyRequests, message);
  }
}

/** A dependency (the database, its disk) failed or timed out; the client may try again. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, ERROR_CODES.serviceUnavailable, message);
  }
}
