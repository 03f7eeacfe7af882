import { callsApi, discoverApi } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tabId } from '../../lib/tab-id';
import { renderApp } from '../../test/render-app';
import { callData } from '../calls/test-kit';
import { emit } from '../../test/emit-event';
import { discoverBackend, host, ME, price, signInToDiscover } from './discover-test-kit';

beforeEach(() => signInToDiscover());

const zoe = host(7, 'Zoe');
const zoey = host(30, 'Zoey', { isHost: false, pricePerMinute: 0, status: 0, liked: true });

function searchBackend() {
  return discoverBackend({
    search: (q) => (q.toLowerCase().startsWith('zo') ? [zoe, zoey] : []),
    answer: (path) => {
      if (path === callsApi.priceInfo.path) return price({ pricePerMinute: 40 });
      if (path === callsApi.launch.path)
        return callData({ callRole: 'caller', source: 'search' }, { pricePerMinute: 40, payerId: ME });
      return undefined;
    },
  });
}

async function search(q: string, backend = searchBackend()) {
  const user = userEvent.setup();
  await renderApp({ path: '/search', handle: backend.handle });
  await user.type(await screen.findByRole('searchbox', { name: 'User id or nickname' }), q);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return { user, backend };
}

describe('search', () => {
  it('finds people by nickname and shows what calling them costs', async () => {
    const { backend } = await search(' Zo ');
    const results = await screen.findByRole('list', { name: 'Results' });
    expect(backend.to(discoverApi.search.path).map((c) => c.params)).toEqual([{ q: 'Zo' }]);
    const zoeRow = within(results).getByRole('listitem', { name: 'Zoe' });
    expect(within(zoeRow).getByRole('link', { name: 'Zoe' }).getAttribute('href')).toBe('/profile/7');
    expect(zoeRow.textContent).toContain('40 coins/min');
    expect(within(zoeRow).getByRole('button', { name: 'Like Zoe for 10 coins' })).toBeTruthy();
    // Not a host: no call from here, and a like already given is not offered again.
    const zoeyRow = within(results).getByRole('listitem', { name: 'Zoey' });
    expect(within(zoeyRow).queryByRole('button', { name: /Call/ })).toBeNull();
    expect((within(zoeyRow).getByRole('button', { name: 'Liked' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('invites a host with the price shown first, recording the search location', async () => {
    const { user, backend } = await search('zoe');
    const row = await screen.findByRole('listitem', { name: 'Zoe' });
    await user.click(within(row).getByRole('button', { name: 'Call Zoe' }));
    const confirm = await within(row).findByRole('group', { name: 'Video call Zoe?' });
    expect(
      within(confirm).getByText('This call costs 40 coins per started minute. Your coins: 100.'),
    ).toBeTruthy();
    expect(backend.to(callsApi.launch.path)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Call now' }));
    expect(await screen.findByRole('dialog', { name: 'Outgoing call' })).toBeTruthy();
    expect(backend.to(callsApi.launch.path).map((c) => c.body)).toEqual([
      { matchUserId: 7, media: 'video', source: 'search', location: 136, tabId: tabId() },
    ]);
  });

  it('says when nobody was found', async () => {
    await search('nobody');
    expect(await screen.findByText('Nobody found for “nobody”.')).toBeTruthy();
  });
});

describe('likes and visitors', () => {
  it('lists who liked me, adds a like that arrives live, and lists who viewed me', async () => {
    const ana = host(21, 'Ana', { isHost: false });
    const backend = discoverBackend({
      answer: (path) => {
        if (path === discoverApi.likesReceived.path)
          return {
            items: [{ user: host(22, 'Ben'), at: Date.UTC(2026, 0, 2), mutual: true }],
            nextCursor: null,
          };
        if (path === discoverApi.visitors.path)
          return {
            items: [{ user: host(23, 'Cleo'), at: Date.UTC(2026, 0, 3), mutual: false }],
            nextCursor: null,
          };
        return undefined;
      },
    });
    const user = userEvent.setup();
    const { realtime } = await renderApp({ path: '/search', handle: backend.handle });
    await user.click(await screen.findByRole('button', { name: 'Likes and visitors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Likes and visitors' });
    const likes = await within(dialog).findByRole('list', { name: 'Who liked me' });
    expect(within(within(likes).getByRole('listitem', { name: 'Ben' })).getByText('Match')).toBeTruthy();

    emit(realtime, 'discover:liked', { from: ana, likedAt: Date.now(), match: false });
    await waitFor(() =>
      expect(
        within(likes)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Ana', 'Ben']),
    );

    await user.click(within(dialog).getByRole('tab', { name: 'Who viewed me' }));
    expect(await within(dialog).findByRole('listitem', { name: 'Cleo' })).toBeTruthy();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Open profiles without leaving a trace' }));
    await waitFor(() =>
      expect(
        (
          within(dialog).getByRole('checkbox', {
            name: 'Open profiles without leaving a trace',
          }) as HTMLInputElement
        ).checked,
      ).toBe(true),
    );
    expect(
      backend
        .to(discoverApi.updateVisitorSettings.path)
        .filter((c) => c.method === 'POST')
        .map((c) => c.body),
    ).toEqual([{ leaveNoTrace: true }]);
  });
});
