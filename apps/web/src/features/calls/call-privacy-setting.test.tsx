import { profileApi } from '@mingle/protocol';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePopupStore } from '../../app/popup-store';
import { ApiError } from '../../lib/api-client';
import { fakeUser, renderApp } from '../../test/render-app';
import { AGE_CONFIRMED_KEY } from '../age-gate/age-gate-storage';
import { useSessionStore } from '../session/store';
import { iceTransportPolicy, readRelayOnly, RELAY_ONLY_KEY } from './privacy-setting';

beforeEach(() => {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
  localStorage.setItem('cookie', 'accepted');
  useSessionStore.getState().signIn(9, 'tok');
});

describe('relay-only privacy option', () => {
  it('is switched in the settings pop-up and kept on this device', async () => {
    const user = userEvent.setup();
    await renderApp({
      path: '/me',
      handle: (_method, path) => {
        if (path === profileApi.getUserInfo.path) return fakeUser();
        throw new ApiError('answer', 10404, 'Not found', 404);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    const option = within(dialog).getByRole('checkbox', { name: 'Hide my IP address (relay only)' });
    expect((option as HTMLInputElement).checked).toBe(false);
    expect(readRelayOnly()).toBe(false);
    await user.click(option);
    expect(localStorage.getItem(RELAY_ONLY_KEY)).toBe('on');
    expect(readRelayOnly()).toBe(true);
    await user.click(option);
    expect(readRelayOnly()).toBe(false);
  });

  it('only ever makes the server’s transport policy stricter', () => {
    expect(iceTransportPolicy('all', true)).toBe('relay');
    expect(iceTransportPolicy('relay', false)).toBe('relay');
    expect(iceTransportPolicy('all', false)).toBe('all');
  });
});
