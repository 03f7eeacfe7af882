import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallController } from './call-controller-context';
import { callQuality, type CallQuality } from './call-quality';

/** How often the dialog looks at the connection's statistics. */
export const QUALITY_POLL_MS = 2_000;

/** The quality of the media link, read every 2 s while this is mounted (the dialog mounts it while connected). */
function useCallQuality(): CallQuality | null {
  const controller = useCallController();
  const [quality, setQuality] = useState<CallQuality | null>(null);
  useEffect(() => {
    let previous: RTCStatsReport | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next look is planned when this one is done, so a slow getStats never piles up.
    const look = async () => {
      const report = await controller.stats().catch(() => null);
      if (stopped) return;
      if (report) {
        setQuality(callQuality(previous, report));
        previous = report;
      }
      timer = setTimeout(() => void look(), QUALITY_POLL_MS);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [controller]);
  return quality;
}

/**
 * Bars and plain words ('Good connection · 45 ms · direct'), so people see why the picture is poor: a long
 * round trip, lost packets, or the detour through our relay.
 */
export function CallQualityIndicator() {
  const { t } = useTranslation('calls');
  const quality = useCallQuality();
  if (!quality) return null;
  const { level, rttMs, lossPercent, path } = quality;
  const words = [
    t(`quality.${level}`),
    rttMs !== null ? t('quality.rtt', { ms: rttMs }) : null,
    // Below 1 % nobody notices; shown rounded, as a person reads it.
    lossPercent !== null && lossPercent >= 1 ? t('quality.loss', { percent: Math.round(lossPercent) }) : null,
    path !== null ? t(`quality.${path}`) : null,
  ];
  return (
    <span className="call-quality" data-level={level}>
      <span className="call-quality-bars" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span>{words.filter((word) => word !== null).join(' · ')}</span>
    </span>
  );
}
