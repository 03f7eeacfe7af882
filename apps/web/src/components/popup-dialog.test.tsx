import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/setup';
import { PopupDialog } from './popup-dialog';

async function renderPopup(props: Partial<Parameters<typeof PopupDialog>[0]> = {}) {
  const i18n = await createI18n({ language: 'en', root: null, throwOnMissingKey: true });
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <button type="button">Behind</button>
      <PopupDialog title="Pick one" onClose={onClose} {...props}>
        <button type="button">First</button>
      </PopupDialog>
    </I18nextProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('PopupDialog', () => {
  it('is a modal sheet/dialog that Escape and its labelled corner button close', async () => {
    const { onClose, user } = await renderPopup();
    const dialog = screen.getByRole('dialog', { name: 'Pick one' });
    // One frame for both shapes: CSS makes .popup-modal a bottom sheet on phones and a dialog elsewhere.
    expect(dialog.classList.contains('popup-modal')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The icon-only close button has a name.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('makes the page behind a modal inert, and only while it is open', async () => {
    const i18n = await createI18n({ language: 'en', root: null, throwOnMissingKey: true });
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <button type="button">Behind</button>
          {open && <PopupDialog title="Pick one" onClose={() => setOpen(false)} />}
        </main>
      );
    }
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <Page />
      </I18nextProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pick one' });
    // aria-hidden alone leaves the page's controls focusable (axe: aria-hidden-focus); inert removes them.
    await waitFor(() => expect(container.hasAttribute('inert')).toBe(true));
    expect(dialog.closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(container.hasAttribute('inert')).toBe(false));
  });

  it('leaves the page usable behind a banner', async () => {
    const { user } = await renderPopup({ modal: false });
    expect(document.querySelector('[inert]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Behind' }));
  });

  it('gives focus back to what opened it when it goes away', async () => {
    const i18n = await createI18n({ language: 'en', root: null, throwOnMissingKey: true });
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open && <PopupDialog title="Pick one" onClose={() => setOpen(false)} />}
        </>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Opener />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick one' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' })));
  });

  it('makes a pop-up that must be answered an alert dialog, focused on its first control, deaf to Escape', async () => {
    const { onClose, user } = await renderPopup({ dismissible: false });
    const dialog = screen.getByRole('alertdialog', { name: 'Pick one' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'First' }));
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps one the person works in an ordinary dialog when it must be answered but is no alert', async () => {
    const { onClose, user } = await renderPopup({ dismissible: false, alert: false });
    const dialog = screen.getByRole('dialog', { name: 'Pick one' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a non-modal one as a banner region that leaves focus on the page', async () => {
    await renderPopup({ modal: false });
    const banner = screen.getByRole('region', { name: 'Pick one' });
    expect(banner.classList.contains('popup-banner')).toBe(true);
    expect(banner.contains(document.activeElement)).toBe(false);
  });
});
