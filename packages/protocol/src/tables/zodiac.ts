/** Zodiac signs in order from Aries; the names double as keys of the "constellation" i18n namespace. */
export const ZODIAC_SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

// Day of each month (January first) on which a new sign begins. The cusps move by a day between years and
// sources; these are the most widely printed dates.
const SIGN_START_DAY = [20, 19, 21, 20, 21, 21, 23, 23, 23, 23, 22, 22];

// February allows 29 because a birthday given as month and day carries no year.
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The sign for a birthday; month is 1-12. Throws RangeError for a day that no calendar has. */
export function zodiacFor(month: number, day: number): ZodiacSign {
  const maxDay = DAYS_IN_MONTH[month - 1];
  const startDay = SIGN_START_DAY[month - 1];
  if (!Number.isInteger(day) || maxDay === undefined || startDay === undefined || day < 1 || day > maxDay) {
    throw new RangeError(`not a calendar day: month ${month}, day ${day}`);
  }
  // Aries (index 0) begins in March, so the sign beginning in month m has index (m + 9) % 12, and the days
  // before the cusp belong to the one before it.
  const index = (month + (day >= startDay ? 9 : 8)) % 12;
  return ZODIAC_SIGNS[index] as ZodiacSign;
}
