import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inertOutside } from './inert-outside';

interface PopupDialogProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  onClose(): void;
  /** false: the pop-up must be answered. Escape and clicks outside do nothing; it closes only through its own buttons. */
  dismissible?: boolean;
  /**
   * Announced as an alert dialog, which interrupts; the default for a pop-up that must be answered. false keeps
   * such a pop-up an ordinary dialog, for one the person works in (the matched pop-up, with a person to look at).
   */
  alert?: boolean;
  /** false: the page behind stays usable (a banner rather than a blocking dialog). */
  modal?: boolean;
  /** Adds the corner close button; pointless when the dialog must be answered. */
  showClose?: boolean;
  className?: string;
}

/**
 * A class for every pop-up opened inside it, for a layer that stands above the pop-up host (the call layer's
 * add-friend, report and profile pop-ups must show over the call, not under it).
 */
export const PopupLayerContext = createContext<string | undefined>(undefined);

// The first control, as Radix's own dialog would pick: the alert dialog would otherwise focus a Cancel button,
// and a pop-up that must be answered has none.
function focusFirstControl(content: HTMLElement | null, event: Event): void {
  event.preventDefault();
  content
    ?.querySelector<HTMLElement>('button:not([disabled]), a[href], input:not([disabled]), select, textarea')
    ?.focus({ preventScroll: true });
}

/**
 * Where focus goes when a modal pop-up closes: back to what had it when the pop-up opened (the button that opened
 * it). Radix would send it to a Dialog.Trigger, and our pop-ups are opened from stores and pages, not triggers.
 */
function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (event) => {
    event.preventDefault();
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  };
}

/**
 * Makes the page behind an open modal pop-up inert (see inertOutside), lifted on close. Nested pop-ups (a report
 * over the call) stack: each marks only what was not inert yet.
 */
function useInertOutside(
  active: boolean,
): readonly [(content: HTMLDivElement | null) => void, (overlay: HTMLDivElement | null) => void] {
  // State, not refs: Radix mounts the portal a render after the dialog, so the elements arrive later than the
  // dialog's own first effect.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const [overlay, setOverlay] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!active || content === null) return;
    return inertOutside(overlay === null ? [content] : [content, overlay]);
  }, [active, content, overlay]);
  return [setContent, setOverlay] as const;
}

/**
 * The one pop-up frame, so focus, labelling and dismissal behave the same everywhere: a bottom sheet on phones
 * and a centred dialog on tablets and desktops (styles/popup.css), or a banner when not modal.
 */
export function PopupDialog({
  title,
  description,
  children,
  onClose,
  dismissible = true,
  alert = !dismissible,
  modal = true,
  showClose = dismissible,
  className,
}: PopupDialogProps) {
  const { t } = useTranslation('base');
  const contentRef = useRef<HTMLDivElement>(null);
  const [setInertContent, setInertOverlay] = useInertOutside(modal);
  const setContent = useCallback(
    (element: HTMLDivElement | null) => {
      contentRef.current = element;
      setInertContent(element);
    },
    [setInertContent],
  );
  const layer = useContext(PopupLayerContext);
  const returnFocus = useReturnFocus();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  const classes = ['popup', modal ? 'popup-modal' : 'popup-banner', className, layer]
    .filter(Boolean)
    .join(' ');
  const overlayClass = ['popup-overlay', layer].filter(Boolean).join(' ');
  const describedBy = description === undefined ? { 'aria-describedby': undefined } : {};

  if (modal && !dismissible && alert) {
    return (
      <AlertDialog.Root open onOpenChange={onOpenChange}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay ref={setInertOverlay} className={overlayClass} />
          <AlertDialog.Content
            ref={setContent}
            className={classes}
            onOpenAutoFocus={(event) => focusFirstControl(contentRef.current, event)}
            onCloseAutoFocus={returnFocus}
            onEscapeKeyDown={(event) => event.preventDefault()}
            {...describedBy}
          >
            <AlertDialog.Title className="popup-title">{title}</AlertDialog.Title>
            {description !== undefined && (
              <AlertDialog.Description className="popup-description">{description}</AlertDialog.Description>
            )}
            {children}
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    );
  }

  return (
    <Dialog.Root open modal={modal} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {modal && <Dialog.Overlay ref={setInertOverlay} className={overlayClass} />}
        <Dialog.Content
          ref={setContent}
          className={classes}
          // A banner is a labelled region of the page, not a dialog: it neither takes focus on load (that would
          // yank keyboard and screen-reader users away from the page they came to read) nor reacts to Escape or
          // to clicks on the page behind it; it goes away through its own buttons.
          {...(modal
            ? { onCloseAutoFocus: returnFocus }
            : { role: 'region', onOpenAutoFocus: (event: Event) => event.preventDefault() })}
          onEscapeKeyDown={(event) => {
            if (!dismissible || !modal) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!dismissible || !modal) event.preventDefault();
          }}
          {...describedBy}
        >
          <Dialog.Title className="popup-title">{title}</Dialog.Title>
          {description !== undefined && (
            <Dialog.Description className="popup-description">{description}</Dialog.Description>
          )}
          {children}
          {showClose && (
            <Dialog.Close className="popup-close" aria-label={t('actions.close')}>
              <X />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
