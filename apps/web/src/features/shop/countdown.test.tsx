import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, secondsUntil, useCountdown } from './countdown';

describe('secondsUntil', () => {
  it('counts a started second as left and never goes below zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 99_999)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds, with days in front from one day', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(3_661)).toBe('01:01:01');
    expect(formatCountdown(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toBe('2d 03:04:05');
  });
});

function Probe({ endsAt }: { endsAt: number | null }) {
  const left = useCountdown(endsAt);
  return <output>{left === null ? 'none' : String(left)}</output>;
}

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('updates by itself every second and stops at zero', () => {
    render(<Probe endsAt={3_000} />);
    expect(screen.getByRole('status').textContent).toBe('3');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('status').textContent).toBe('2');
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('status').textContent).toBe('0');
  });

  it('follows the clock rather than its own ticks, so a throttled tab catches up', () => {
    render(<Probe endsAt={60_000} />);
    // The clock jumps 30 s while only one timer tick runs (what a background tab sees).
    act(() => {
      vi.setSystemTime(30_500);
      vi.advanceTimersToNextTimer();
    });
    expect(Number(screen.getByRole('status').textContent)).toBeLessThanOrEqual(30);
  });

  it('has nothing to count without an end', () => {
    render(<Probe endsAt={null} />);
    expect(screen.getByRole('status').textContent).toBe('none');
  });
});
