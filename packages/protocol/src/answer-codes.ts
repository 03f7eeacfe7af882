import { accountCodes } from './accounts/codes';
import { callCodes } from './calls/calls';
import { cardCodes } from './cards/cards';
import type { CodeArea, DeclaredCode } from './define-codes';
import { discoverCodes } from './discover/discover';
import { commonCodes } from './error-codes';
import { matchCodes } from './matching/matching';
import { paymentCodes } from './payments/codes';
import { refundCodes } from './refunds/refunds';
import { rewardCodes } from './rewards/codes';
import { giftCodes } from './gifts/gifts';
import { hostCodes } from './hosts/hosts';
import { pushCodes } from './push/push';
import { socialCodes } from './social/codes';
import { translationCodes } from './social/translation';
import { walletCodes } from './wallet/codes';

/** Every area's answer codes: the one list the English texts, the translations and the clash test read. */
export const CODE_AREAS = [
  commonCodes,
  accountCodes,
  walletCodes,
  paymentCodes,
  cardCodes,
  refundCodes,
  socialCodes,
  translationCodes,
  matchCodes,
  callCodes,
  rewardCodes,
  discoverCodes,
  giftCodes,
  hostCodes,
  pushCodes,
] as const;

/** Any answer code the server may send, each declared once by one area. */
export type AnswerCode = DeclaredCode<(typeof CODE_AREAS)[number]>;

/** A text for every answer code: English in full; a translation (i18n/<language>.ts) in full as well. */
export type CodeTexts = Readonly<Record<AnswerCode, string>>;

export const ENGLISH_CODE_TEXTS: CodeTexts = Object.assign({}, ...CODE_AREAS.map((area) => area.english));

export function isAnswerCode(code: number): code is AnswerCode {
  return Object.hasOwn(ENGLISH_CODE_TEXTS, code);
}

/**
 * The text of an answer code: from `texts` (one language's translations) when it has one, else English.
 * Undefined for a number no area declares.
 */
export function answerText(code: AnswerCode, texts?: Partial<CodeTexts>): string;
export function answerText(code: number, texts?: Partial<CodeTexts>): string | undefined;
export function answerText(code: number, texts?: Partial<CodeTexts>): string | undefined {
  if (!isAnswerCode(code)) return undefined;
  return texts?.[code] ?? ENGLISH_CODE_TEXTS[code];
}

/**
 * What is wrong with a set of areas: a number declared twice (within one area or across areas), or a reused
 * number no area declares. Empty when every number means one thing.
 */
export function findCodeClashes(areas: readonly CodeArea[]): string[] {
  const declared = new Map<number, string[]>();
  for (const area of areas) {
    for (const [name, number] of Object.entries(area.code)) {
      if (Object.hasOwn(area.english, number)) {
        declared.set(number, [...(declared.get(number) ?? []), `${area.area}.${name}`]);
      }
    }
  }
  // An area declaring one number under two names keeps one text in `english`: count names, not texts.
  const problems = [...declared]
    .filter(([, names]) => names.length > 1)
    .map(([number, names]) => `${number} is declared by ${names.join(' and ')}`);
  for (const area of areas) {
    for (const [name, number] of Object.entries(area.code)) {
      if (!declared.has(number))
        problems.push(`${area.area}.${name} reuses ${number}, which no area declares`);
    }
  }
  return problems;
}
