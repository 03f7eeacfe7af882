import { PUSH_GRANT_COINS } from '@mingle/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupDialog } from '../../components/popup-dialog';
import { useErrorText } from '../messages/error-text';
import { useEnablePush } from './use-enable-push';

/**
 * The web push prompt (spec §2.3): what will come, and the coins for the first time. Shown by ReachLayer at a
 * moment that makes sense (after a first call or message), never on a first visit; the browser's own permission
 * question only follows a tap on 'Turn on notifications'.
 */
export function PushPrompt({ hasCoin, onClose }: { hasCoin: boolean; onClose(): void }) {
  const { t } = useTranslation('reach');
  const enable = useEnablePush();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const turnOn = () => {
    setProblem(null);
    enable.mutate(undefined, {
      onSuccess: (result) => {
        if (result === 'enabled') onClose();
        else setProblem(t(result === 'denied' ? 'push.blocked' : 'push.unsupported'));
      },
      onError: (err) => setProblem(errorText(err) || t('push.failed')),
    });
  };
  return (
    <PopupDialog title={t('push.promptTitle')} onClose={onClose} className="reach-push-prompt">
      <p>{t('push.promptBody')}</p>
      {hasCoin && <p className="reach-coins">{t('push.promptCoins', { coins: PUSH_GRANT_COINS })}</p>}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="popup-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('push.later')}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={turnOn}
          disabled={enable.isPending}
          aria-busy={enable.isPending}
        >
          {t('push.enable')}
        </button>
      </div>
    </PopupDialog>
  );
}
