/**
 * Shutdown paths may overlap (a test closing early, then the normal close; a health probe test closing the
 * database first): the second call waits on the first instead of closing twice.
 */
export function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
