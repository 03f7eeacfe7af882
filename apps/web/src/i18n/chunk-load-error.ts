/** A language or code chunk that failed to arrive, or did not arrive within CHUNK_LOAD_TIMEOUT_MS (spec §8.2). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Rejects with ChunkLoadError when `promise` has not settled after `timeoutMs`, or settles with an error. */
export function withChunkTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`${what} did not load within ${timeoutMs} ms`));
    }, timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof ChunkLoadError
            ? error
            : new ChunkLoadError(
                `${what} failed to load: ${error instanceof Error ? error.message : String(error)}`,
              ),
        );
      },
    );
  });
}

// How browsers word a failed dynamic import: Chromium, Firefox and Safari respectively.
const BROWSER_IMPORT_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || BROWSER_IMPORT_FAILURES.some((m) => error.message.includes(m));
}
