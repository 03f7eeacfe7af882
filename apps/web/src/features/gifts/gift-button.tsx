import Gift from 'lucide-react/icons/gift';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore } from '../../components/toast-store';
import type { GiftTarget } from './queries';

const GiftDialog = lazy(() => import('./gift-dialog').then((m) => ({ default: m.GiftDialog })));

/**
 * "Send a gift" on a profile or in a chat: opens the gift pop-up for this person. The pop-up's chunk loads on
 * the first tap.
 */
export function GiftButton({
  userName,
  className = 'button button-secondary',
  iconOnly = false,
  ...target
}: GiftTarget & { userName: string; className?: string; iconOnly?: boolean }) {
  const { t } = useTranslation('gifts');
  const [open, setOpen] = useState(false);
  const showToast = useToastStore((s) => s.show);
  const label = t('buttonTo', { name: userName });
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-label={label}
        title={iconOnly ? label : undefined}
        onClick={() => setOpen(true)}
      >
        <Gift aria-hidden="true" />
        {!iconOnly && t('button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <GiftDialog
            {...target}
            userName={userName}
            onClose={() => setOpen(false)}
            onSent={(gift) => {
              if (target.context === 'profile') {
                showToast({ text: t('dialog.sent', { gift: gift.name, name: userName }) });
              }
            }}
          />
        </Suspense>
      )}
    </>
  );
}
