import { formatChatTime } from '@mingle/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Often enough for 'Yesterday' to appear soon after midnight; chat times only show minutes. */
const CLOCK_TICK_MS = 60_000;

/** Chat times of spec §9 (HH:mm today, 'Yesterday', otherwise MM-DD HH:mm) against a clock that moves. */
export function useChatTime(): (timestamp: number) => string {
  const { t } = useTranslation('webChat');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const yesterday = t('yesterday');
  // A message newer than the last tick is "now": never dated into a day that has not started for the clock.
  return useCallback(
    (timestamp: number) => formatChatTime(timestamp, Math.max(now, timestamp), yesterday),
    [now, yesterday],
  );
}
