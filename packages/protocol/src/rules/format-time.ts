import { DATE_FORMAT } from '../constants';

const pad2 = (n: number): string => String(n).padStart(2, '0');

const DATE_TOKEN = /YYYY|MM|DD|HH|mm|ss/g;

/**
 * Formats a date in local time. Tokens: YYYY, MM, DD, HH (24-hour), mm, ss; everything else is copied.
 * An invalid date gives '' so a bad timestamp shows as a blank rather than "NaN-NaN".
 */
export function formatDate(date: Date | number, pattern: string = DATE_FORMAT): string {
  const d = typeof date === 'number' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return '';
  return pattern.replace(DATE_TOKEN, (token) => {
    switch (token) {
      case 'YYYY':
        return String(d.getFullYear()).padStart(4, '0');
      case 'MM':
        return pad2(d.getMonth() + 1);
      case 'DD':
        return pad2(d.getDate());
      case 'HH':
        return pad2(d.getHours());
      case 'mm':
        return pad2(d.getMinutes());
      default:
        return pad2(d.getSeconds());
    }
  });
}

function sameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * Time label of a chat message or chat-list item: 'HH:mm' today, the yesterday label for the previous local
 * calendar day, otherwise 'MM-DD HH:mm'. Days are calendar days, not 24-hour spans, so 23:59 yesterday and
 * 00:01 today are a day apart. Pass a translated label for the web app's current language.
 */
export function formatChatTime(timestampMs: number, nowMs: number, yesterdayLabel = 'Yesterday'): string {
  const at = new Date(timestampMs);
  if (Number.isNaN(at.getTime())) return '';
  const now = new Date(nowMs);
  if (sameLocalDay(at, now)) return formatDate(at, 'HH:mm');
  // Built from calendar fields so month and year boundaries and DST days need no special cases.
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (sameLocalDay(at, yesterday)) return yesterdayLabel;
  return formatDate(at, 'MM-DD HH:mm');
}

/**
 * Call length for the call screen and receipts: 'mm:ss', or 'HH:mm:ss' from one hour. A call is shown as at
 * least one second long so a connected call never reads 00:00.
 */
export function formatCallDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(1, Math.floor(seconds)) : 1;
  const s = total % 60;
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  return h > 0 ? `${pad2(h)}:${pad2(m)}:${pad2(s)}` : `${pad2(m)}:${pad2(s)}`;
}
