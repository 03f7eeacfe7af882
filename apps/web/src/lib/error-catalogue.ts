import {
  answerText,
  BAN_CODES,
  Code,
  isAnswerCode,
  LOGIN_EXPIRED_TEXT,
  type AnswerCode,
} from '@mingle/protocol';

/** Keys of the "base" namespace that the catalogue can show. */
export type ErrorMessageKey =
  | 'errors.loginAgain'
  | 'errors.loginExpired'
  | 'errors.anotherDevice'
  | 'errors.bannedAccount'
  | 'errors.bannedDevice'
  | 'errors.bannedBoth'
  | 'errors.dataInvalid'
  | 'errors.generic';

/**
 * A message to show, kept untranslated so it follows a language switch: one of ours (`key`, namespace 'base');
 * an answer code's text (`code`, namespace 'codes': the protocol's texts, the ones the server answers with);
 * or words shown as sent (`text`, for a code this build does not know). A session end or ban may carry the
 * server's words (`sent`, spec §8.1): shown unless they are only the code's usual text, in English or in the
 * language shown, which our own words (`key`) then say.
 */
export type CatalogueMessage =
  | { key: ErrorMessageKey; sent?: { code: AnswerCode; text: string } }
  | { code: AnswerCode }
  | { text: string };

/** What the app must do about an error answer (spec §8.1); carried out in one place, app/error-actions. */
export type ErrorAction =
  | { kind: 'banned'; code: number; message: CatalogueMessage; goHome: boolean }
  | { kind: 'sessionEnded'; code: number; message: CatalogueMessage }
  | { kind: 'loginRequired' }
  | { kind: 'dataInvalid'; message: CatalogueMessage };

/** The actions after which the session is gone: the realtime client stops reconnecting on these. */
export type SessionEndingAction = Extract<ErrorAction, { kind: 'banned' | 'sessionEnded' }>;

export interface ErrorInput {
  code?: number | undefined;
  httpStatus?: number | undefined;
  msg?: string | undefined;
  /**
   * The server has already ended the session (the realtime 'session:ended' event), so the answer is a
   * session-ending action whatever the code; an unlisted code reads as an expired login.
   */
  sessionEnded?: boolean | undefined;
}

/**
 * The server's English texts for the catalogue codes. When it sends one of them we show our translation
 * instead; any other text is specific to the case (e.g. when a ban ends) and is shown as sent, unless it is
 * the code's text in the language shown (the server answers in the request's language), decided when shown.
 */
const KNOWN_TEXTS: ReadonlyMap<string, ErrorMessageKey> = new Map([
  [answerText(Code.LOGIN_AGAIN), 'errors.loginAgain'],
  [answerText(Code.ACCOUNT_GONE), 'errors.loginAgain'],
  [answerText(Code.SESSION_EXPIRED), 'errors.anotherDevice'],
  [LOGIN_EXPIRED_TEXT, 'errors.loginExpired'],
  [answerText(Code.BANNED_ACCOUNT), 'errors.bannedAccount'],
  [answerText(Code.BANNED_DEVICE), 'errors.bannedDevice'],
  [answerText(Code.BANNED_ACCOUNT_AND_DEVICE), 'errors.bannedBoth'],
  [answerText(Code.DATA_INVALID), 'errors.dataInvalid'],
]);

function messageFor(
  code: number | undefined,
  msg: string | undefined,
  fallback: ErrorMessageKey,
): CatalogueMessage {
  const text = msg?.trim();
  if (!text) return { key: fallback };
  const known = KNOWN_TEXTS.get(text);
  if (known) return { key: known };
  return code !== undefined && isAnswerCode(code) ? { key: fallback, sent: { code, text } } : { text };
}

/**
 * What to say about any other refusal: the code's text in the language shown; the server's own words only for
 * a code this build does not know (a newer server), and a general apology when there are none.
 */
export function answerMessage(code: number | null | undefined, msg: string | undefined): CatalogueMessage {
  if (code !== null && code !== undefined && isAnswerCode(code)) return { code };
  const text = msg?.trim();
  return text ? { text } : { key: 'errors.generic' };
}

const BAN_KEYS: Readonly<Record<number, ErrorMessageKey>> = {
  [Code.BANNED_ACCOUNT]: 'errors.bannedAccount',
  [Code.BANNED_DEVICE]: 'errors.bannedDevice',
  [Code.BANNED_ACCOUNT_AND_DEVICE]: 'errors.bannedBoth',
};

/**
 * The one place that decides spec §8.1: maps an error answer, an HTTP status or a realtime session end to its
 * action, or null when the caller handles it alone.
 */
export function classifyError(input: ErrorInput & { sessionEnded: true }): SessionEndingAction;
export function classifyError(input: ErrorInput): ErrorAction | null;
export function classifyError({ code, httpStatus, msg, sessionEnded }: ErrorInput): ErrorAction | null {
  if (code !== undefined && BAN_CODES.includes(code)) {
    return {
      kind: 'banned',
      code,
      message: messageFor(code, msg, BAN_KEYS[code] ?? 'errors.bannedAccount'),
      // Only the account-and-device ban leaves the current page; the others keep visitor use in place.
      goHome: code === Code.BANNED_ACCOUNT_AND_DEVICE,
    };
  }
  if (code === Code.SESSION_EXPIRED) {
    return { kind: 'sessionEnded', code, message: messageFor(code, msg, 'errors.anotherDevice') };
  }
  if (code === Code.LOGIN_AGAIN || code === Code.ACCOUNT_GONE) {
    return { kind: 'sessionEnded', code, message: messageFor(code, msg, 'errors.loginAgain') };
  }
  if (httpStatus === 401) {
    return {
      kind: 'sessionEnded',
      code: code ?? Code.SESSION_EXPIRED,
      message: { key: 'errors.loginExpired' },
    };
  }
  if (sessionEnded) {
    return {
      kind: 'sessionEnded',
      code: code ?? Code.SESSION_EXPIRED,
      message: messageFor(code, msg, 'errors.loginExpired'),
    };
  }
  if (code === Code.LOGIN_REQUIRED) return { kind: 'loginRequired' };
  if (code === Code.DATA_INVALID) return { kind: 'dataInvalid', message: { key: 'errors.dataInvalid' } };
  return null;
}

export function endsSession(action: ErrorAction | null): action is SessionEndingAction {
  return action?.kind === 'banned' || action?.kind === 'sessionEnded';
}
