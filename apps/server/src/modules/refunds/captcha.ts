import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS, type Captcha } from '@mingle/protocol';
import type { KeyValueStore } from '../../infra/kv/key-value-store';

/** No 0/O, 1/I/L, 5/S, 2/Z: a person must be able to read every code correctly. */
const ALPHABET = '346789ABCDEFGHJKMNPQRTUVWXY';

const hash = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest();

/**
 * Draws the code as an SVG: each letter turned, shifted and coloured on its own, over crossing lines and dots,
 * so that the text is in no element a script could read back. Only shapes, no <text>: the letters are paths
 * of a small stroke font below.
 */
export function renderCaptchaSvg(code: string): string {
  const width = 40 + code.length * 28;
  const height = 56;
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<path d="M${randomInt(width)} ${randomInt(height)} Q${randomInt(width)} ${randomInt(height)} ${randomInt(width)} ${randomInt(height)}" stroke="hsl(${randomInt(360)},45%,60%)" stroke-width="${1 + randomInt(2)}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="1.2" fill="hsl(${randomInt(360)},40%,55%)"/>`,
    );
  }
  [...code].forEach((ch, i) => {
    const x = 22 + i * 28 + randomInt(-3, 4);
    const y = 14 + randomInt(-4, 5);
    const angle = randomInt(-25, 26);
    parts.push(
      `<g transform="translate(${x} ${y}) rotate(${angle} 10 14)"><path d="${GLYPHS[ch] ?? ''}" stroke="hsl(${randomInt(360)},65%,32%)" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" fill="none"/></g>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f6f4ff"/>${parts.join('')}</svg>`;
}

/** Where a non-production server keeps the plain code of a captcha (tests only read it). */
export function plainCaptchaKey(captchaId: string): string {
  return `refund:captcha-plain:${captchaId}`;
}

/** Captchas for refund reports: the code's hash lives in the key-value store until used once or expired. */
export class CaptchaService {
  constructor(
    private readonly kv: KeyValueStore,
    /**
     * Outside production the plain code is kept too (under plainCaptchaKey), the way sent codes stay readable in
     * the dev outbox: browser tests read it through the server context instead of reading the picture.
     */
    private readonly keepPlainCode: boolean,
  ) {}

  async create(): Promise<Captcha> {
    const code = Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const captchaId = randomBytes(16).toString('hex');
    await this.kv.set(`refund:captcha:${captchaId}`, hash(code).toString('hex'), CAPTCHA_TTL_SECONDS * 1000);
    if (this.keepPlainCode) await this.kv.set(plainCaptchaKey(captchaId), code, CAPTCHA_TTL_SECONDS * 1000);
    const svg = renderCaptchaSvg(code);
    return {
      captchaId,
      image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      expiresInSeconds: CAPTCHA_TTL_SECONDS,
    };
  }

  /** One try per captcha, right or wrong: guessing means fetching a new picture each time. */
  async verify(captchaId: string, code: string): Promise<boolean> {
    if (!/^[0-9a-f]{32}$/.test(captchaId)) return false;
    const key = `refund:captcha:${captchaId}`;
    const stored = await this.kv.get(key);
    if (stored === null) return false;
    await this.kv.delete(key);
    return timingSafeEqual(Buffer.from(stored, 'hex'), hash(code));
  }
}

/**
 * A stroke font of the alphabet's letters in a 20 x 28 box (M/L moves and lines only), drawn by hand for this
 * captcha; a font file would put readable glyph names into the picture.
 */
const GLYPHS: Record<string, string> = {
  '3': 'M2 2 L18 2 L8 12 L18 16 L16 26 L2 26',
  '4': 'M14 26 L14 2 L2 18 L20 18',
  '6': 'M16 2 L4 14 L4 26 L18 26 L18 14 L4 14',
  '7': 'M2 2 L18 2 L8 26',
  '8': 'M4 2 L16 2 L16 12 L4 12 Z M2 12 L18 12 L18 26 L2 26 Z',
  '9': 'M16 14 L2 14 L2 2 L16 2 L16 14 L6 26',
  A: 'M2 26 L10 2 L18 26 M5 17 L15 17',
  B: 'M2 2 L14 2 L16 12 L2 12 M2 12 L18 14 L16 26 L2 26 L2 2',
  C: 'M18 2 L4 2 L2 14 L4 26 L18 26',
  D: 'M2 2 L12 2 L18 14 L12 26 L2 26 Z',
  E: 'M18 2 L2 2 L2 26 L18 26 M2 14 L14 14',
  F: 'M18 2 L2 2 L2 26 M2 14 L14 14',
  G: 'M18 2 L2 2 L2 26 L18 26 L18 14 L10 14',
  H: 'M2 2 L2 26 M18 2 L18 26 M2 14 L18 14',
  J: 'M18 2 L18 22 L14 26 L4 26 L2 20',
  K: 'M2 2 L2 26 M18 2 L2 16 M8 11 L18 26',
  M: 'M2 26 L2 2 L10 16 L18 2 L18 26',
  N: 'M2 26 L2 2 L18 26 L18 2',
  P: 'M2 26 L2 2 L18 2 L18 14 L2 14',
  Q: 'M2 2 L18 2 L18 26 L2 26 Z M12 20 L20 28',
  R: 'M2 26 L2 2 L18 2 L18 14 L2 14 L18 26',
  T: 'M2 2 L18 2 M10 2 L10 26',
  U: 'M2 2 L2 26 L18 26 L18 2',
  V: 'M2 2 L10 26 L18 2',
  W: 'M2 2 L5 26 L10 12 L15 26 L18 2',
  X: 'M2 2 L18 26 M18 2 L2 26',
  Y: 'M2 2 L10 14 L18 2 M10 14 L10 26',
};
