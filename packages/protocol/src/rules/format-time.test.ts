import { describe, expect, it } from 'vitest';
import { formatCallDuration, formatChatTime, formatDate } from './format-time';

// Every date is built with the local-time constructor, so the expectations hold in any time zone.
const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number =>
  new Date(y, mo - 1, d, h, mi, s).getTime();

describe('formatDate', () => {
  it('uses YYYY-MM-DD HH:mm:ss by default with zero padding', () => {
    expect(formatDate(new Date(2024, 0, 5, 3, 4, 9))).toBe('2024-01-05 03:04:09');
    expect(formatDate(local(1999, 12, 31, 23, 59, 59))).toBe('1999-12-31 23:59:59');
  });

  it('formats custom patterns and copies other text', () => {
    const d = new Date(2024, 1, 29, 13, 7, 0);
    expect(formatDate(d, 'DD/MM/YYYY')).toBe('29/02/2024');
    expect(formatDate(d, 'HH:mm')).toBe('13:07');
    expect(formatDate(d, 'at HH h mm m ss s')).toBe('at 13 h 07 m 00 s');
  });

  it('keeps minutes (mm) and months (MM) apart', () => {
    expect(formatDate(new Date(2024, 10, 2, 8, 30), 'MM mm')).toBe('11 30');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('formatChatTime', () => {
  it('shows HH:mm for earlier today, from midnight on', () => {
    const now = local(2024, 6, 15, 18, 0);
    expect(formatChatTime(local(2024, 6, 15, 9, 5), now)).toBe('09:05');
    expect(formatChatTime(local(2024, 6, 15, 0, 0), now)).toBe('00:00');
  });

  it('shows Yesterday for the whole previous calendar day, not the last 24 hours', () => {
    const now = local(2024, 6, 15, 0, 1);
    expect(formatChatTime(local(2024, 6, 14, 23, 59), now)).toBe('Yesterday');
    expect(formatChatTime(local(2024, 6, 14, 0, 0), now)).toBe('Yesterday');
    expect(formatChatTime(local(2024, 6, 13, 23, 59), now)).toBe('06-13 23:59');
    const lateNow = local(2024, 6, 15, 23, 59);
    expect(formatChatTime(local(2024, 6, 14, 0, 30), lateNow)).toBe('Yesterday');
  });

  it('finds yesterday across month and year boundaries, including leap days', () => {
    expect(formatChatTime(local(2024, 2, 29, 22, 0), local(2024, 3, 1, 8, 0))).toBe('Yesterday');
    expect(formatChatTime(local(2023, 2, 28, 22, 0), local(2023, 3, 1, 8, 0))).toBe('Yesterday');
    expect(formatChatTime(local(2024, 4, 30, 12, 0), local(2024, 5, 1, 8, 0))).toBe('Yesterday');
    expect(formatChatTime(local(2023, 12, 31, 21, 15), local(2024, 1, 1, 0, 5))).toBe('Yesterday');
    expect(formatChatTime(local(2024, 3, 31, 9, 0), local(2024, 3, 1, 8, 0))).toBe('03-31 09:00');
  });

  it('shows MM-DD HH:mm for older messages', () => {
    const now = local(2024, 1, 1, 10, 0);
    expect(formatChatTime(local(2023, 12, 30, 7, 45), now)).toBe('12-30 07:45');
    expect(formatChatTime(local(2023, 1, 1, 10, 0), now)).toBe('01-01 10:00');
  });

  it('takes a translated label for yesterday', () => {
    expect(formatChatTime(local(2024, 6, 14, 12), local(2024, 6, 15, 12), 'Gestern')).toBe('Gestern');
  });

  it('gives an empty string for an invalid timestamp', () => {
    expect(formatChatTime(Number.NaN, local(2024, 6, 15))).toBe('');
  });
});

describe('formatCallDuration', () => {
  it('shows mm:ss below one hour', () => {
    expect(formatCallDuration(1)).toBe('00:01');
    expect(formatCallDuration(59)).toBe('00:59');
    expect(formatCallDuration(60)).toBe('01:00');
    expect(formatCallDuration(754)).toBe('12:34');
    expect(formatCallDuration(3599)).toBe('59:59');
  });

  it('switches to HH:mm:ss at exactly one hour', () => {
    expect(formatCallDuration(3600)).toBe('01:00:00');
    expect(formatCallDuration(3661)).toBe('01:01:01');
    expect(formatCallDuration(36_000 + 59)).toBe('10:00:59');
  });

  it('never shows less than one second', () => {
    expect(formatCallDuration(0)).toBe('00:01');
    expect(formatCallDuration(-30)).toBe('00:01');
    expect(formatCallDuration(0.4)).toBe('00:01');
    expect(formatCallDuration(Number.NaN)).toBe('00:01');
  });

  it('drops fractions rather than rounding up', () => {
    expect(formatCallDuration(59.9)).toBe('00:59');
  });
});
