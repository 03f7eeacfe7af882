import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PopupDialogProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  onClose(): void;
  /** false: Escape and clicks outside do nothing; the dialog closes only through its own buttons. */
  dismissible?: boolean;
  /** false: the page behind stays usable (a banner rather than a blocking dialog). */
  modal?: boolean;
  /** Adds the corner close button; pointless when the dialog must be answered. */
  showClose?: boolean;
  className?: string;
}

/** The one dialog frame every pop-up of the host uses, so focus, labelling and dismissal behave the same. */
export function PopupDialog({
  title,
  description,
  children,
  onClose,
  dismissible = true,
  modal = true,
  showClose = dismissible,
  className,
}: PopupDialogProps) {
  const { t } = useTranslation('base');
  return (
    <Dialog.Root
      open
      modal={modal}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        {modal && <Dialog.Overlay className="popup-overlay" />}
        <Dialog.Content
          className={['popup', modal ? 'popup-modal' : 'popup-banner', className].filter(Boolean).join(' ')}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          // A non-modal banner must not vanish because the visitor clicked the page behind it.
          onInteractOutside={(event) => {
            if (!dismissible || !modal) event.preventDefault();
          }}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <Dialog.Title className="popup-title">{title}</Dialog.Title>
          {description !== undefined && (
            <Dialog.Description className="popup-description">{description}</Dialog.Description>
          )}
          {children}
          {showClose && (
            <Dialog.Close className="popup-close" aria-label={t('actions.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
