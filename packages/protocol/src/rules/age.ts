import { MIN_AGE_YEARS } from '../constants';

/** A birthday as the API carries it: a calendar date YYYY-MM-DD. */
function parts(birthday: string): [year: number, month: number, day: number] {
  const [y = NaN, m = NaN, d = NaN] = birthday.split('-').map(Number);
  return [y, m, d];
}

/** Whole years from a birthday (YYYY-MM-DD) to `today` (UTC), as a person counts their age. */
export function ageOn(birthday: string, today: Date): number {
  const [y, m, d] = parts(birthday);
  const month = today.getUTCMonth() + 1;
  const beforeBirthday = month < m || (month === m && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

/**
 * The adults-only rule (spec §5, MIN_AGE_YEARS): the server refuses a younger birthday, the web checks it
 * before sending. `today` is passed in so the rule stays pure.
 */
export function isAdult(birthday: string, today: Date): boolean {
  return ageOn(birthday, today) >= MIN_AGE_YEARS;
}

/** The latest birthday that is adult on `today` (YYYY-MM-DD), e.g. for a date input's max. */
export function latestAdultBirthday(today: Date): string {
  const y = today.getUTCFullYear() - MIN_AGE_YEARS;
  const m = today.getUTCMonth() + 1;
  let d = today.getUTCDate();
  // 29 February: someone born on it is adult on 1 March of a year without one; the day before is the last day.
  while (new Date(Date.UTC(y, m - 1, d)).getUTCMonth() !== m - 1) d -= 1;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
