import { AccountCode, emailApi, phoneApi, profileApi, type HttpMethod } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePopupStore } from '../../app/popup-store';
import { ApiError, type RequestOptions } from '../../lib/api-client';
import { fakeUser, renderApp, type FakeApiHandler } from '../../test/render-app';
import { AGE_CONFIRMED_KEY } from '../age-gate/age-gate-storage';
import { useSessionStore } from '../session/store';

const refusal = (code: AccountCode) => new ApiError('answer', code, 'server text', 400);

interface Call {
  method: HttpMethod;
  path: string;
  options: RequestOptions<unknown>;
}

/** A fake server: records calls and answers from the routes given, 10404 otherwise. */
function fakeServer(given: Record<string, (call: Call) => unknown>) {
  const routes: Record<string, (call: Call) => unknown> = {
    [`GET ${profileApi.termsStatus.path}`]: () => ({
      accepted: true,
      version: '2025-01',
      acceptedAt: '2025-01-01T00:00:00.000Z',
      currentVersion: '2025-01',
    }),
    ...given,
  };
  const calls: Call[] = [];
  const handle: FakeApiHandler = (method, path, options) => {
    const call = { method, path, options };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (!route) throw new ApiError('answer', 10404, `Not found: ${path}`, 404);
    return route(call);
  };
  return { calls, handle };
}

beforeEach(() => {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  useSessionStore.getState().clear();
  localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
  localStorage.setItem('cookie', 'accepted');
});

async function openLogin(path: string, handle: FakeApiHandler) {
  const user = userEvent.setup();
  const app = await renderApp({ path: '/about-us', handle });
  await screen.findByRole('heading', { level: 1, name: 'About us' });
  await user.click(screen.getByRole('link', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  void path;
  return { ...app, user, dialog };
}

describe('login pop-up, e-mail tab', () => {
  it('signs in, stores the session and returns to the page the person was on', async () => {
    let tries = 0;
    const server = fakeServer({
      [`POST ${emailApi.loginPublic.path}`]: () => {
        tries += 1;
        if (tries === 1) throw refusal(AccountCode.LOGIN_FAILED);
        return { ...fakeUser({ id: 31 }), loginToken: 'fresh-token' };
      },
    });
    const { user, dialog, router } = await openLogin('/about-us', server.handle);

    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'Mia@Example.test ');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    // Not next to either field: the answer does not say which was wrong.
    const alert = await within(dialog).findByText('Incorrect email or password.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(useSessionStore.getState()).toMatchObject({ userId: 31, loginToken: 'fresh-token' });
    expect(router.state.location.pathname).toBe('/about-us');
    const sent = server.calls.filter((c) => c.path === emailApi.loginPublic.path).at(-1);
    // Addresses go out trimmed and lower-cased, with the sign-in details of spec §3.
    expect(sent?.options.body).toMatchObject({
      email: 'mia@example.test',
      password: 'wrong-one',
      pushToken: '',
    });
    expect(sent?.options.body).toHaveProperty('countryId', 1);
    // A complete profile is not asked for.
    expect(usePopupStore.getState().entries.some((e) => e.name === 'complementInfo')).toBe(false);
  });

  it('shows a refused sign-up next to the field, then asks for the mailed code, then for the profile', async () => {
    const server = fakeServer({
      [`POST ${emailApi.registerPublic.path}`]: ({ options }) => {
        if (options.body?.password === 'password1') throw refusal(AccountCode.PASSWORD_TOO_COMMON);
        return {
          ...fakeUser({ id: 40, userName: 'User 40', gender: null, birthday: null, profileComplete: false }),
          email: 'new@example.test',
          emailVerified: false,
          loginToken: 'tok-40',
        };
      },
      [`GET ${profileApi.getUserInfo.path}`]: () =>
        fakeUser({ id: 40, userName: 'User 40', gender: null, birthday: null, profileComplete: false }),
    });
    const { user, dialog } = await openLogin('/about-us', server.handle);
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Create an account' }));

    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'new@example.test');
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'password1');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    const error = await within(dialog).findByText('This password is too common. Please choose another one.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(error.id);

    await user.clear(password);
    await user.type(password, 'Tulip-Harbour-9');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('heading', { name: 'Confirm your e-mail' })).toBeTruthy();
    expect(within(dialog).getByText(/We sent a 6-digit code to new@example.test/)).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: /Send a new code in \d+ s/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(useSessionStore.getState().userId).toBe(40);

    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    const about = await screen.findByRole('alertdialog', { name: 'Tell us about you' });
    await user.click(within(about).getByRole('button', { name: 'Save' }));
    // Nickname and birthday are required, next to each.
    expect(within(about).getAllByText('Please fill in this field.')).toHaveLength(2);
    expect(within(about).getByText('Please choose one.')).toBeTruthy();
  });

  it('speaks the language of the page, answer codes included', async () => {
    const server = fakeServer({
      [`POST ${emailApi.loginPublic.path}`]: () => {
        throw refusal(AccountCode.LOGIN_FAILED);
      },
    });
    const user = userEvent.setup();
    await renderApp({ path: '/de/login', handle: server.handle });
    const dialog = await screen.findByRole('dialog', { name: 'Anmelden' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-Mail' }), 'mia@example.test');
    await user.type(within(dialog).getByLabelText('Passwort'), 'whatever');
    await user.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
    expect(await within(dialog).findByText('E-Mail oder Passwort ist falsch.')).toBeTruthy();
  });
});

describe('login pop-up, phone tab', () => {
  it('asks for the code with the chosen channel and the telemetry header, then counts down to resend', async () => {
    const server = fakeServer({
      [`POST ${phoneApi.sendCodePublic.path}`]: ({ options }) => ({
        phone: '+4915112345678',
        channel: options.body?.channel,
        expiresInSeconds: 600,
        resendInSeconds: 60,
      }),
    });
    const { user, dialog } = await openLogin('/about-us', server.handle);
    await user.click(within(dialog).getByRole('tab', { name: 'Phone' }));
    expect(within(dialog).getByRole('tab', { name: 'Phone' }).getAttribute('aria-selected')).toBe('true');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '0151 12345678');
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(/We sent a code by WhatsApp to/)).toBeTruthy();
    const sent = server.calls.find((c) => c.path === phoneApi.sendCodePublic.path);
    expect(sent?.options.body).toEqual({ phone: '0151 12345678', channel: 'whatsapp', purpose: 'login' });
    expect(sent?.options.headers).toEqual({ 'x-bot-telemetry': 'missing-telemetry' });
    expect(
      (within(dialog).getByRole('button', { name: /Send a new code in (59|60) s/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user, dialog } = await openLogin('/about-us', fakeServer({}).handle);
    within(dialog).getByRole('tab', { name: 'E-mail' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: 'Phone' }));
    await user.keyboard('{End}');
    expect(within(dialog).getByRole('tab', { name: 'Social', selected: true })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'E-mail', selected: true })).toBeTruthy();
  });
});
