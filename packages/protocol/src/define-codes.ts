/**
 * One way to declare answer codes: each area (accounts, wallet, calls, ...) lists its codes once, each with its
 * number and English text, and gets back the `XxxCode.NAME` constants both sides use. A code another area
 * already declares (the same refusal, reached from here too) is listed by its number alone: it keeps one text,
 * owned by the area that declared it. answer-codes.ts gathers every area; translations live in i18n/.
 */

/** `[number, English text]` for a code this area declares; a bare number for one it reuses from another area. */
export type CodeEntry = readonly [code: number, english: string] | number;

type CodeOf<E> = E extends readonly [infer N extends number, string] ? N : E;
type DeclaredCodeOf<E> = E extends readonly [infer N extends number, string] ? N : never;

export interface CodeArea<
  T extends Readonly<Record<string, CodeEntry>> = Readonly<Record<string, CodeEntry>>,
> {
  /** The area's name, for messages about clashing numbers. */
  readonly area: string;
  /** Every code of the area by name, the ones it reuses included: `AccountCode.EMAIL_INVALID`. */
  readonly code: { readonly [K in keyof T]: CodeOf<T[K]> };
  /** The English text of each code this area declares (not of the ones it reuses). */
  readonly english: Readonly<Record<DeclaredCodeOf<T[keyof T]>, string>>;
}

/** The codes an area declares itself (its own numbers). */
export type DeclaredCode<A> = A extends CodeArea<infer T> ? DeclaredCodeOf<T[keyof T]> : never;
/** Every code an area may answer with, reused ones included. */
export type AreaCode<A> = A extends CodeArea<infer T> ? CodeOf<T[keyof T]> : never;

export function defineCodes<const T extends Readonly<Record<string, CodeEntry>>>(
  area: string,
  entries: T,
): CodeArea<T> {
  const code: Record<string, number> = {};
  const english: Record<number, string> = {};
  for (const [name, entry] of Object.entries(entries)) {
    if (typeof entry === 'number') {
      code[name] = entry;
    } else {
      const [number, text] = entry;
      code[name] = number;
      english[number] = text;
    }
  }
  return { area, code, english } as unknown as CodeArea<T>;
}
