import type { ByteRange } from '../../infra/storage/storage';

/** Content types a stored file may be served with; anything else goes out as a download. */
const SERVABLE = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/avif', 'video/mp4', 'video/webm']);

export function servableType(contentType: string): string | undefined {
  return SERVABLE.has(contentType) ? contentType : undefined;
}

/**
 * One range of a `Range: bytes=...` header (browsers ask for one; Safari will not play a video without
 * ranges). undefined means serve the whole file; 'unsatisfiable' means answer 416.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: serving the whole file is a valid answer.
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
