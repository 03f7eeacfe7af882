import { CallCode, callsApi, type CallData, type PriceInfo } from '@mingle/protocol';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services-context';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { failureOf } from './call-errors';
import { openCall, type CallFailure } from './call-store';
import { useCallFailureText } from './use-call-text';

export type LaunchStep =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'confirm'; price: PriceInfo }
  | { kind: 'launching' }
  | { kind: 'failed'; failure: CallFailure };

export interface PricedLaunch {
  step: LaunchStep;
  /** Reads the price; a free call is launched at once, a paid one waits for `launch` after the question. */
  start: () => Promise<void>;
  launch: () => Promise<void>;
  cancel: () => void;
  /** Checking the price or launching: the trigger is busy. */
  working: boolean;
}

/**
 * Every call a person starts from a button (a friend's row, a profile, a Discover card, a search result) goes
 * this way: the price and the own coins are read first and shown before any coin is spent (a free call starts
 * at once); then `launchCall` rings the other side and the call layer's ringing pop-up opens.
 */
export function usePricedLaunch(
  userId: number,
  launchCall: () => Promise<CallData>,
  onStep?: (step: LaunchStep) => void,
): PricedLaunch {
  const { api } = useServices();
  const [step, setStepState] = useState<LaunchStep>({ kind: 'idle' });
  const setStep = (next: LaunchStep) => {
    setStepState(next);
    onStep?.(next);
  };

  const launch = async () => {
    setStep({ kind: 'launching' });
    try {
      const call = await launchCall();
      setStep(
        openCall(call)
          ? { kind: 'idle' }
          : { kind: 'failed', failure: { code: CallCode.ALREADY_IN_CALL, msg: '' } },
      );
    } catch (error) {
      setStep({ kind: 'failed', failure: failureOf(error) });
    }
  };

  const start = async () => {
    setStep({ kind: 'checking' });
    try {
      const price = await api.call(callsApi.priceInfo, { matchUserId: userId });
      if (price.friendsOnly) setStep({ kind: 'failed', failure: { code: CallCode.FRIENDS_ONLY, msg: '' } });
      else if (price.pricePerMinute === 0) await launch();
      else setStep({ kind: 'confirm', price });
    } catch (error) {
      setStep({ kind: 'failed', failure: failureOf(error) });
    }
  };

  const working = step.kind === 'checking' || step.kind === 'launching';
  return { step, start, launch, cancel: () => setStep({ kind: 'idle' }), working };
}

/**
 * What a priced launch shows under its trigger: the price check, the question with the price per minute and
 * the own coins (or the way to the shop when they do not cover a minute), and a refusal in the user's language.
 */
export function PricedLaunchSteps({
  launch,
  name,
  className,
  note,
}: {
  launch: PricedLaunch;
  name: string;
  /** The question's class, so each place lays it out as it needs. */
  className: string;
  /** A line after the price (e.g. how long the other side's devices ring). */
  note?: ReactNode;
}) {
  const { t } = useTranslation('calls');
  const prefix = useLanguagePrefix();
  const failureText = useCallFailureText();
  const { step } = launch;
  return (
    <>
      {step.kind === 'checking' && <p role="status">{t('launch.checking')}</p>}
      {step.kind === 'confirm' && (
        <div className={className} role="group" aria-label={t('launch.confirm', { name })}>
          <p className="launch-confirm-title">{t('launch.confirm', { name })}</p>
          <p>{t('launch.price', { price: step.price.pricePerMinute, coins: step.price.goldNum })}</p>
          {note}
          {step.price.enough ? (
            <button type="button" className="button button-primary" onClick={() => void launch.launch()}>
              {t('launch.start')}
            </button>
          ) : (
            <>
              <p role="alert" className="form-error">
                {t('launch.notEnough')}
              </p>
              <Link to={withPrefix(prefix, '/shop')} className="button button-primary">
                {t('launch.buyCoins')}
              </Link>
            </>
          )}
          <button type="button" className="button button-secondary" onClick={launch.cancel}>
            {t('launch.cancel')}
          </button>
        </div>
      )}
      {step.kind === 'failed' && (
        <p role="alert" className="form-error">
          {failureText(step.failure)}
        </p>
      )}
    </>
  );
}
