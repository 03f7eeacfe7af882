/** A clock time in the member's language and time zone, e.g. the local time of the next 0:00 UTC. */
export function formatLocalTime(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(epochMs);
}

/** A day and time in the member's language and time zone (a draw, the end of the first week). */
export function formatLocalDateTime(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}

/** A published chance (0..1) as a percentage in the member's language: 0.5 -> '50%', 0.015 -> '1.5%'. */
export function formatChance(chance: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(chance);
}
