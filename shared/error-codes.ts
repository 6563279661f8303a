/**
 * The stable codes of the API's typed errors, one per kind of failure. Answers keep the one
 * error shape `{ message, errors? }`; the code names the failure in logs and in the server's
 * error classes, so a text can change without changing what the failure is.
 */
export const ERROR_CODES = {
  validationFailed: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  twoFactorCode: 'TWO_FACTOR_CODE',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  requestTimeout: 'REQUEST_TIMEOUT',
  /** The database (or its disk) did not answer in time or could not be reached: try again. */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
