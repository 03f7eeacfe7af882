import { CallCode, callsApi, type PriceInfo } from '@mingle/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services-context';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { tabId } from '../../lib/tab-id';
import { failureOf } from './call-errors';
import { callInProgress, openCall, useCallStore, type CallFailure } from './call-store';
import { useCallFailureText } from './use-call-text';

type Step =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'confirm'; price: PriceInfo }
  | { kind: 'launching' }
  | { kind: 'failed'; failure: CallFailure };

/**
 * 'Video call' on a friend's row or a profile. The price is read first and shown before any coin is spent
 * (a free call starts at once); then the call is launched and its ringing pop-up opens.
 */
export function VideoCallButton({
  userId,
  userName,
  friend,
}: {
  userId: number;
  userName: string;
  friend: boolean;
}) {
  const { t } = useTranslation('calls');
  const { api } = useServices();
  const prefix = useLanguagePrefix();
  const failureText = useCallFailureText();
  const busy = useCallStore(callInProgress);
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const launch = async () => {
    setStep({ kind: 'launching' });
    try {
      // A friend is called through the friend video call (friends only, at the friends price).
      const call = friend
        ? await api.call(callsApi.friendVideo, { matchUserId: userId, tabId: tabId() })
        : await api.call(callsApi.launch, {
            matchUserId: userId,
            media: 'video',
            source: 'direct',
            tabId: tabId(),
          });
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
  return (
    <div className="video-call-action">
      <button
        type="button"
        className="button button-primary"
        disabled={busy || working || step.kind === 'confirm'}
        aria-busy={working}
        onClick={() => void start()}
      >
        {t('launch.videoCall')}
      </button>
      {step.kind === 'checking' && <span role="status">{t('launch.checking')}</span>}
      {step.kind === 'confirm' && (
        <div className="video-call-confirm" role="group" aria-label={t('launch.confirm', { name: userName })}>
          <p>{t('launch.confirm', { name: userName })}</p>
          <p>{t('launch.price', { price: step.price.pricePerMinute, coins: step.price.goldNum })}</p>
          {step.price.enough ? (
            <button type="button" className="button button-primary" onClick={() => void launch()}>
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
          <button type="button" className="button button-secondary" onClick={() => setStep({ kind: 'idle' })}>
            {t('launch.cancel')}
          </button>
        </div>
      )}
      {step.kind === 'failed' && (
        <p role="alert" className="form-error">
          {failureText(step.failure)}
        </p>
      )}
    </div>
  );
}
