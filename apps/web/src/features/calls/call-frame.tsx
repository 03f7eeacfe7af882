import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * The frame of the ring bell and the call pop-up: a named modal dialog that only its own buttons close, so an
 * Escape key or a stray click never declines or hangs up a call. (The shared PopupDialog would make such a
 * dialog an alert dialog; a call is a dialog the person works in.)
 */
export function CallFrame({
  title,
  className,
  children,
}: {
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="popup-overlay call-overlay" />
        <Dialog.Content
          className={['call-frame', className].filter(Boolean).join(' ')}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className="call-title">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
