import type { EarningsDay } from '@mingle/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTH = 600;
const HEIGHT = 180;
const AXIS = 16;

/** The sources with a colour of their own (hosts.css); any other source is drawn as 'other'. */
const KNOWN_SOURCES = ['call', 'gift'] as const;
type KnownSource = (typeof KNOWN_SOURCES)[number];

export function sourceKey(source: string): KnownSource | 'other' {
  return (KNOWN_SOURCES as readonly string[]).includes(source) ? (source as KnownSource) : 'other';
}

/**
 * Points per day as stacked bars (one colour per source), drawn as plain SVG: a picture with a one-sentence
 * summary for screen readers, and the same numbers as a table beside it (visually hidden), so nobody needs the
 * picture to read them.
 */
export function EarningsChart({ days }: { days: readonly EarningsDay[] }) {
  const { t, i18n } = useTranslation('hosts');
  const titleId = useId();
  const descId = useId();
  const total = days.reduce((sum, d) => sum + d.total, 0);
  const best = days.reduce<EarningsDay | undefined>(
    (top, d) => (!top || d.total > top.total ? d : top),
    undefined,
  );
  const max = Math.max(1, ...days.map((d) => d.total));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const scale = (HEIGHT - AXIS) / max;
  const shortDay = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const summary =
    total === 0 || !best
      ? t('earnings.chartEmpty')
      : t('earnings.chartSummary', { total, best: shortDay(best.day), bestPoints: best.total });

  return (
    <figure className="earnings-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        preserveAspectRatio="none"
      >
        <title id={titleId}>{t('earnings.chart')}</title>
        <desc id={descId}>{summary}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="earnings-chart-axis" />
        {days.map((day, i) => {
          let y = HEIGHT - AXIS;
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <g key={day.day}>
              {Object.entries(day.bySource)
                .filter(([, points]) => points > 0)
                .map(([source, points]) => {
                  const h = points * scale;
                  y -= h;
                  return (
                    <rect
                      key={source}
                      x={x}
                      y={y}
                      width={barWidth}
                      height={h}
                      className={`earnings-bar earnings-bar-${sourceKey(source)}`}
                    />
                  );
                })}
            </g>
          );
        })}
        {days.length > 0 && (
          <>
            <text x={0} y={HEIGHT - 2} className="earnings-chart-label">
              {shortDay(days[0]?.day ?? '')}
            </text>
            <text x={WIDTH} y={HEIGHT - 2} textAnchor="end" className="earnings-chart-label">
              {shortDay(days.at(-1)?.day ?? '')}
            </text>
          </>
        )}
      </svg>
      <figcaption>{summary}</figcaption>
      <table className="visually-hidden">
        <caption>{t('earnings.chart')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('earnings.day')}</th>
            <th scope="col">{t('earnings.points')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{shortDay(day.day)}</th>
              <td>{day.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
