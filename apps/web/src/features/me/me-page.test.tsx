import { hostsApi, profileApi } from '@mingle/protocol';
import { screen, within } from '@testing-library/react';
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

function renderMe(isAdmin: boolean, isHost = false) {
  return renderApp({
    path: '/me',
    handle: (_method, path) => {
      if (path === profileApi.getUserInfo.path)
        return fakeUser({ userName: 'Mia Sol', goldNum: 75, isAdmin });
      if (path === hostsApi.application.path) {
        const requirements = { photoApproved: true, profileComplete: true, adult: true };
        return { isHost, requirements, canApply: !isHost, reapplyAt: null, application: null };
      }
      throw new ApiError('answer', 10404, 'Not found', 404);
    },
  });
}

describe('Me page', () => {
  it("gathers one's own things: profile, coins, settings, language, connection and the legal pages", async () => {
    const user = userEvent.setup();
    await renderMe(false);
    const page = await screen.findByRole('region', { name: 'Mia Sol' });
    expect(within(page).getByText('MS')).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/profile/9');
    expect(within(page).getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
      '/profile/edit',
    );
    const shop = within(page).getByRole('link', { name: 'Coin shop', description: '75 coins' });
    expect(shop.getAttribute('href')).toBe('/shop');
    expect(within(page).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(within(page).getByRole('region', { name: 'Connection' }).textContent).toMatch(
      /Connected|Connecting…|Offline/,
    );
    const legal = within(page).getByRole('region', { name: 'Legal and help' });
    expect(within(legal).getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      '/terms-of-use',
    );
    // No admin pages for a member.
    expect(within(page).queryByRole('link', { name: 'Review media' })).toBeNull();

    await user.click(within(page).getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeTruthy();
  });

  it('offers a member to become a host, and takes a host to the host centre', async () => {
    await renderMe(false);
    const become = await screen.findByRole('link', { name: 'Become a host' });
    expect(become.getAttribute('href')).toBe('/host');
    expect(screen.getByRole('link', { name: 'Backpack' }).getAttribute('href')).toBe('/backpack');
  });

  it('names the same row the host centre for a host', async () => {
    await renderMe(false, true);
    expect((await screen.findByRole('link', { name: 'Host centre' })).getAttribute('href')).toBe('/host');
  });

  it('lists the review pages for an admin', async () => {
    await renderMe(true);
    const admin = await screen.findByRole('region', { name: 'Admin' });
    expect(
      within(admin)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/media', '/admin/reports', '/admin/refunds', '/admin/hosts', '/admin/gifts']);
    expect(within(admin).getByRole('link', { name: 'Review media' })).toBeTruthy();
  });

  it('lays out right to left in Arabic, in Arabic', async () => {
    await renderApp({
      path: '/ar/me',
      handle: (_method, path) => {
        if (path === profileApi.getUserInfo.path) return fakeUser();
        throw new ApiError('answer', 10404, 'Not found', 404);
      },
    });
    expect(await screen.findByRole('button', { name: 'الإعدادات' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeTruthy();
  });
});
