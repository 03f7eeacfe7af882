import { AccountCode, emailApi, profileApi, sessionApi } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePopupStore } from '../../app/popup-store';
import { ApiError } from '../../lib/api-client';
import { fakeUser, renderApp } from '../../test/render-app';
import { AGE_CONFIRMED_KEY } from '../age-gate/age-gate-storage';
import { useSessionStore } from '../session/store';

beforeEach(() => {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
  localStorage.setItem('cookie', 'accepted');
  useSessionStore.getState().signIn(9, 'tok');
});

describe('settings pop-up', () => {
  it('binds a phone number with the code step, then logs out', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    let me = fakeUser({ emailVerified: false });
    const app = await renderApp({
      path: '/me',
      handle: (method, path, options) => {
        order.push(`${method} ${path}`);
        if (path === profileApi.getUserInfo.path) return me;
        if (path === profileApi.bindPhoneStart.path) {
          if (options.body?.phone === '+49 151 0')
            throw new ApiError('answer', AccountCode.PHONE_INVALID, 'x', 400);
          return { target: '+4915112345678', expiresInSeconds: 600 };
        }
        if (path === profileApi.bindPhoneConfirm.path) {
          me = { ...me, phone: '+4915112345678', phoneVerified: true };
          return me;
        }
        if (path === sessionApi.logout.path) return null;
        throw new ApiError('answer', 10404, 'Not found', 404);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(await within(dialog).findByText('mia@example.test')).toBeTruthy();
    expect(within(dialog).getByText('Not verified')).toBeTruthy();
    expect(within(dialog).getByText('Not linked')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const number = within(dialog).getByRole('textbox', { name: 'New mobile number' });
    await user.type(number, '+49 151 0');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Please enter a valid mobile number')).toBeTruthy();
    await user.clear(number);
    await user.type(number, '0151 12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(/We sent a code to \+4915112345678/)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('+4915112345678')).toBeTruthy();
    expect(within(dialog).getByText('Saved.')).toBeTruthy();
    // With a number bound, a phone password can be set.
    expect(await within(dialog).findByRole('button', { name: 'Set password' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
    expect(useSessionStore.getState().loginToken).toBeNull();
    // The realtime connection went first, so the server's end-of-session notice is not read as an eviction.
    expect(app.realtime.disconnect).toHaveBeenCalled();
    expect(order).toContain(`PUT ${sessionApi.logout.path}`);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('sets an e-mail password with the e-mail rule, then changes it with the current one', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await renderApp({
      path: '/me',
      handle: (_method, path, options) => {
        if (path === profileApi.getUserInfo.path) return fakeUser({ hasEmailPassword: false });
        if (path === emailApi.setPassword.path) {
          sent.push(options.body);
          if (options.body?.oldPassword === 'wrong one')
            throw new ApiError('answer', AccountCode.WRONG_PASSWORD, 'Wrong password', 400);
          return null;
        }
        throw new ApiError('answer', 10404, 'Not found', 404);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(await within(dialog).findByText(/No password yet: you sign in with a link/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    const fresh = within(dialog).getByLabelText('New password');
    await user.type(fresh, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Password must be between 6-16 characters')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(fresh);
    await user.type(fresh, 'a fine secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Password saved.')).toBeTruthy();
    expect(sent).toEqual([{ password: 'a fine secret' }]);
    expect(within(dialog).getByText('You can sign in with your e-mail and password.')).toBeTruthy();

    // Now that one is set, changing it asks for the current one.
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong one');
    await user.type(within(dialog).getByLabelText('New password'), 'another secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Wrong password.')).toBeTruthy();
    expect(sent).toHaveLength(2);
  });
});
