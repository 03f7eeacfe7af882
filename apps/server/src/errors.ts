import { answerText, Code, type AccountCode, type SocialCode } from '@mingle/protocol';

/**
 * Domain errors carry a stable code from the protocol; one handler (http/error-handler.ts) turns them into the
 * { code, data: null, msg } envelope. Services throw these and never know about HTTP beyond the status hint.
 * The message is the code's English text unless the thrower words something more specific; the handler answers
 * the code's text in the caller's language in the first case and the specific words as they are in the second.
 */
export class AppError extends Error {
  /** What a refusal tells beyond its text (e.g. the quota and its reset time); null for most. */
  readonly data: unknown = null;

  constructor(
    readonly code: number,
    message: string = answerText(code) ?? answerText(Code.INTERNAL),
    readonly httpStatus = 400,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * The refusal class of one area (rewards, gifts, hosts, ...): a code of the area, worded by the protocol's
 * English text unless a message is given, with the HTTP status hint the area gives that code. The envelope
 * code is what clients act on; the status is for logs and proxies.
 */
export function areaError<C extends number>(statuses: Readonly<Record<C, number>>) {
  return class AreaError extends AppError {
    constructor(code: C, message?: string) {
      super(code, message, statuses[code]);
    }
  };
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(Code.VALIDATION, message, 400);
  }
}

export class LoginRequiredError extends AppError {
  constructor() {
    super(Code.LOGIN_REQUIRED, answerText(Code.LOGIN_REQUIRED), 401);
  }
}

/** The token is unknown, replaced by a newer login, or ended by logout. */
export class SessionExpiredError extends AppError {
  constructor() {
    super(Code.SESSION_EXPIRED, answerText(Code.SESSION_EXPIRED), 401);
  }
}

export class AccountGoneError extends AppError {
  constructor() {
    super(Code.ACCOUNT_GONE, answerText(Code.ACCOUNT_GONE), 401);
  }
}

export type BanKind = 'account' | 'device' | 'both';
const banCodes = {
  account: Code.BANNED_ACCOUNT,
  device: Code.BANNED_DEVICE,
  both: Code.BANNED_ACCOUNT_AND_DEVICE,
} as const;

export class BannedError extends AppError {
  constructor(
    readonly kind: BanKind,
    readonly until: Date,
    message?: string,
  ) {
    super(banCodes[kind], message ?? answerText(banCodes[kind]), 403);
  }
}

export class BadSignError extends AppError {
  constructor() {
    super(Code.BAD_SIGN, answerText(Code.BAD_SIGN), 401);
  }
}

export class RequestExpiredError extends AppError {
  constructor() {
    super(Code.REQUEST_EXPIRED, answerText(Code.REQUEST_EXPIRED), 401);
  }
}

export class ReplayedRequestError extends AppError {
  constructor() {
    super(Code.REPLAYED, answerText(Code.REPLAYED), 409);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = answerText(Code.NOT_FOUND)) {
    super(Code.NOT_FOUND, message, 404);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string = answerText(Code.TOO_MANY_REQUESTS)) {
    super(Code.TOO_MANY_REQUESTS, message, 429);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = answerText(Code.FORBIDDEN)) {
    super(Code.FORBIDDEN, message, 403);
  }
}

// The refusals of an area that several modules throw live here, so that no module imports another for them.

/** An accounts-area refusal (sign-in, profile, media, ...) with the protocol's code and English text. */
export class AccountError extends AppError {
  constructor(code: AccountCode, httpStatus = 400, message: string = answerText(code)) {
    super(code, message, httpStatus);
  }
}

/** A social-area refusal (friends, chat, presence, blocks, reports) with the protocol's code and English text. */
export class SocialError extends AppError {
  constructor(code: SocialCode, httpStatus = 400, message: string = answerText(code)) {
    super(code, message, httpStatus);
  }
}
