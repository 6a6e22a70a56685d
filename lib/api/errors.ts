/**
 * One error type for the whole portal, and one table from code to HTTP status.
 * `message` is a translation key (or plain text for server logs); the API wrapper renders it
 * in the market's language.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** per-field messages (translation keys), for 400 replies */
  readonly fields?: Record<string, string[]>;
  /** interpolation values for the message key */
  readonly values?: Record<string, string | number>;

  constructor(
    code: ErrorCode,
    message?: string,
    opts: { fields?: Record<string, string[]>; values?: Record<string, string | number> } = {},
  ) {
    super(message ?? `errors.${code}`);
    this.name = "AppError";
    this.code = code;
    this.fields = opts.fields;
    this.values = opts.values;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
