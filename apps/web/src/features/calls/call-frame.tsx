import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

/**
 * The frame of the ring bell and the call: a named modal dialog over the whole screen, dark whatever the
 * system theme (docs/decisions/022-app-shell-and-design-system.md), that only its own buttons close, so an
 * Escape key or a stray click never declines or hangs up a call. (The shared PopupDialog would make such a
 * dialog an alert dialog; a call is a dialog the person works in.)
 */
export function CallFrame({
  title,
  className,
  titleHidden = false,
  initialFocus,
  children,
}: {
  title: ReactNode;
  className?: string;
  /** The title names the dialog for assistive technology only (the call shows the person instead). */
  titleHidden?: boolean;
  /** Selectors inside the frame, tried in turn, for what gets focus when it opens; Radix's first control if none. */
  initialFocus?: string[];
  children: ReactNode;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="popup-overlay call-overlay" data-theme="dark" />
        <Dialog.Content
          ref={contentRef}
          className={['call-frame', className].filter(Boolean).join(' ')}
          data-theme="dark"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            const target = initialFocus
              ?.map((selector) => contentRef.current?.querySelector<HTMLElement>(selector))
              .find((element) => element);
            if (!target) return;
            event.preventDefault();
            target.focus({ preventScroll: true });
          }}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className={titleHidden ? 'call-title visually-hidden' : 'call-title'}>
            {title}
          </Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
