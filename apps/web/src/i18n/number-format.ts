import type { i18n as I18n } from 'i18next';

/**
 * Interpolation values that are numbers but not quantities: identifiers and years read as written
 * ("User 100001", "© 2026"), never grouped or in another script's digits.
 */
export const IDENTIFIER_KEYS: ReadonlySet<string> = new Set([
  'id',
  'userId',
  'orderNo',
  'year',
  'code',
  'phone',
]);

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A quantity in the language shown (issue 18: numbers with Intl in the chosen language): Persian and Bengali
 * digits, German "12.000". Grouping starts at five digits ('min2'), as in Spanish or Polish, so a four-digit
 * number never changes look between languages.
 */
export function formatQuantity(value: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { useGrouping: 'min2', maximumFractionDigits: 2 });
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}

type FormatFunction = (
  value: unknown,
  format: string | undefined,
  lng: string | undefined,
  options?: object,
) => unknown;

/**
 * Every number interpolated into a text without a format of its own ({{coins}}, {{count}}) is written with Intl
 * in the language of the text; {{x, number}} and the other i18next formats keep working as before. Installed on
 * the interpolator after init (i18next binds its formatter there), with alwaysFormat set.
 */
export function installNumberFormatting(instance: I18n): void {
  const interpolator = instance.services.interpolator as unknown as {
    format: FormatFunction;
    alwaysFormat: boolean;
  };
  const builtIn = interpolator.format;
  const format: FormatFunction = (value, name, lng, options) => {
    const key = (options as { interpolationkey?: string } | undefined)?.interpolationkey;
    if (
      name === undefined &&
      typeof value === 'number' &&
      Number.isFinite(value) &&
      !IDENTIFIER_KEYS.has(key ?? '')
    ) {
      return formatQuantity(value, lng ?? instance.language);
    }
    return builtIn(value, name, lng, options);
  };
  interpolator.format = format;
  interpolator.alwaysFormat = true;
  // A t() call with its own interpolation options re-reads these.
  instance.options.interpolation = Object.assign(instance.options.interpolation ?? {}, {
    format,
    alwaysFormat: true,
  });
}
