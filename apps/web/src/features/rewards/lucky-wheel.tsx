import { RewardCode, type SpinResult, type Wheel, type WheelPrize } from '@mingle/protocol';
import { useQueryClient } from '@tanstack/react-query';
import Dices from 'lucide-react/icons/dices';
import { useEffect, useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { SkeletonList } from '../../components/skeleton';
import { useCodeText } from '../../components/use-catalogue-text';
import { randomHex } from '../../lib/random';
import { formatChance, formatLocalDateTime } from './format';
import { LoadFailed } from './load-failed';
import { rewardKeys, useRewardsUserId, useSpin, useWheel, useWheelDraws } from './queries';
import { RewardError } from './reward-error';

/** Whole turns before the wheel settles on the prize drawn. */
const SPIN_TURNS = 5;
/** Should the transition's end never be reported (a tab in the background), the prize shows after this. */
const REVEAL_FALLBACK_MS = 6_000;

/** The rotation that brings the centre of slice `index` (of `count`) under the pointer at the top. */
export function settleRotation(current: number, index: number, count: number): number {
  const slice = 360 / count;
  const centre = (index + 0.5) * slice;
  return (Math.floor(current / 360) + SPIN_TURNS) * 360 + ((360 - centre) % 360);
}

function prefersReducedMotion(): boolean {
  // Without matchMedia (an old browser, a test DOM) nothing animates to wait for.
  return (
    typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The lucky wheel (spec §2.3): the prizes with their published chances, the spins left (earned, never sold),
 * a spin with its own key per tap, and the prize once the wheel stops.
 */
export function LuckyWheelPanel() {
  const { t } = useTranslation('wheel');
  const codeText = useCodeText();
  const wheel = useWheel();
  if (wheel.isPending) return <SkeletonList label={t('wheel.loading')} rows={2} />;
  if (wheel.isError) return <LoadFailed onRetry={() => void wheel.refetch()} />;
  if (wheel.data.prizes.length === 0)
    return <p className="reward-done">{codeText(RewardCode.WHEEL_CLOSED)}</p>;
  return <WheelView wheel={wheel.data} />;
}

function WheelView({ wheel }: { wheel: Wheel }) {
  const { t, i18n } = useTranslation('wheel');
  const queryClient = useQueryClient();
  const userId = useRewardsUserId();
  const spin = useSpin();
  const oddsId = useId();
  const [rotation, setRotation] = useState(0);
  const [turning, setTurning] = useState<SpinResult | null>(null);
  const [result, setResult] = useState<SpinResult | null>(null);
  const { prizes } = wheel;
  const slice = 360 / prizes.length;

  const reveal = (draw: SpinResult) => {
    setTurning(null);
    setResult(draw);
    void queryClient.invalidateQueries({ queryKey: rewardKeys.draws(userId) });
  };

  useEffect(() => {
    if (!turning) return;
    const timer = window.setTimeout(() => reveal(turning), REVEAL_FALLBACK_MS);
    return () => window.clearTimeout(timer);
    // reveal only reads stable setters and the query client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [turning]);

  const onSpin = () => {
    setResult(null);
    // One key per tap: if the answer is lost and the tap is retried, the server answers the same draw.
    spin.mutate(randomHex(16), {
      onSuccess: (draw) => {
        const index = Math.max(
          0,
          prizes.findIndex((p) => p.id === draw.prizeId),
        );
        setRotation((current) => settleRotation(current, index, prizes.length));
        if (prefersReducedMotion()) reveal(draw);
        else setTurning(draw);
      },
    });
  };

  const disc = {
    '--wheel-rotation': `${rotation}deg`,
    background: `conic-gradient(${prizes
      .map(
        (_, i) =>
          `${i % 2 === 0 ? 'var(--color-accent-soft)' : 'var(--color-warn-soft)'} ${i * slice}deg ${(i + 1) * slice}deg`,
      )
      .join(', ')})`,
  } as CSSProperties;

  const busy = spin.isPending || turning !== null;
  return (
    <div className="reward-panel wheel">
      <div className="wheel-stage" aria-hidden="true">
        <span className="wheel-pointer" />
        <div
          className="wheel-disc"
          data-turning={turning !== null}
          style={disc}
          onTransitionEnd={() => turning && reveal(turning)}
        >
          {prizes.map((prize, i) => (
            <span
              key={prize.id}
              className="wheel-label"
              style={{ '--slice-angle': `${(i + 0.5) * slice}deg` } as CSSProperties}
            >
              <span>{prize.gift ? t('wheel.giftPrize', prize.gift) : prize.coins}</span>
            </span>
          ))}
        </div>
      </div>
      <p className="wheel-spins">{t('wheel.spinsLeft', { count: wheel.spins })}</p>
      <button
        type="button"
        className="button button-primary button-large reward-action"
        disabled={wheel.spins === 0 || busy}
        aria-describedby={oddsId}
        onClick={onSpin}
      >
        <Dices aria-hidden="true" />
        {busy ? t('wheel.spinning') : t('wheel.spin')}
      </button>
      <div role="status" className="form-notice reward-result wheel-result">
        {result && (result.gift ? t('wheel.wonGift', result.gift) : t('wheel.won', { coins: result.coins }))}
      </div>
      <RewardError error={spin.error} />
      {wheel.spins === 0 && <p className="reward-note">{t('wheel.noSpins')}</p>}
      <Odds id={oddsId} prizes={prizes} language={i18n.language} />
    </div>
  );
}

/** The published odds: each prize's chance is its weight over all weights, exactly as the server draws. */
function Odds({ id, prizes, language }: { id: string; prizes: WheelPrize[]; language: string }) {
  const { t } = useTranslation('wheel');
  const headingId = useId();
  return (
    <section className="wheel-odds" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('wheel.odds')}</h3>
      <ul id={id}>
        {prizes.map((prize) => (
          <li key={prize.id}>
            {prize.gift
              ? t('wheel.chanceGift', { ...prize.gift, chance: formatChance(prize.chance, language) })
              : t('wheel.chance', { coins: prize.coins, chance: formatChance(prize.chance, language) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The member's own draws, newest first, as every draw is recorded. */
export function DrawHistory() {
  const { t, i18n } = useTranslation('wheel');
  const draws = useWheelDraws();
  const headingId = useId();
  const list = draws.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="reward-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('wheel.history')}</h2>
      {draws.isPending ? (
        <SkeletonList label={t('wheel.historyLoading')} rows={2} />
      ) : draws.isError ? (
        <LoadFailed onRetry={() => void draws.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState text={t('wheel.historyEmpty')} />
      ) : (
        <>
          <ul className="wheel-draws">
            {list.map((draw) => (
              <li key={draw.drawId}>
                <span className="wheel-draw-coins">
                  {draw.gift ? t('plusGift', draw.gift) : t('plusCoins', { coins: draw.coins })}
                </span>
                <time dateTime={new Date(draw.time).toISOString()}>
                  {formatLocalDateTime(draw.time, i18n.language)}
                </time>
              </li>
            ))}
          </ul>
          {draws.hasNextPage && (
            <button
              type="button"
              className="button button-secondary"
              disabled={draws.isFetchingNextPage}
              onClick={() => void draws.fetchNextPage()}
            >
              {t('wheel.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
