import type { Notice } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { emit } from '../../test/emit-event';
import { renderApp } from '../../test/render-app';
import { signInToRewards } from '../rewards/rewards-test-setup';
import { NOTICE_TIME, noticesServer, rewardNotice } from './zhushou-test-setup';

beforeEach(signInToRewards);

const banner = rewardNotice(1, { activity: 'register-banner', coins: 120, spins: 0 });
const checkIn = rewardNotice(2, { activity: 'check-in', coins: 0, spins: 0, day: 1 });
const refund: Notice = {
  id: 3,
  time: NOTICE_TIME + 3 * 60_000,
  read: false,
  kind: 'refund',
  params: { reportId: 7, orderNo: 'MG-100', decision: 'rejected', coins: null, note: 'The coins were spent' },
};

describe('the assistant (zhushou)', () => {
  it('words each notice in English, newest first, and marks one or all as read', async () => {
    const user = userEvent.setup();
    const server = noticesServer([refund, checkIn, banner]);
    await renderApp({ path: '/zhushou', handle: server.handle });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assistant' })).toBeTruthy();
    const notices = await screen.findByRole('region', { name: 'Notices' });
    const items = await within(notices).findAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Your refund report on order MG-100 was declined.',
      'You checked in for day 1.',
      'You claimed the sign-up bonus: +120 coins.',
    ]);
    // The admin's note is shown as written, apart from our sentence.
    expect(
      within(items[0] as HTMLElement).getByText('Note from our team: The coins were spent'),
    ).toBeTruthy();
    expect(within(notices).getByText('3 unread')).toBeTruthy();

    await user.click(within(items[2] as HTMLElement).getByRole('button', { name: 'Mark as read' }));
    expect(await within(notices).findByText('2 unread')).toBeTruthy();
    expect(within(items[2] as HTMLElement).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(server.state.notices.map((n) => n.read)).toEqual([false, false, true]);

    await user.click(within(notices).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(notices).queryByText(/unread/)).toBeNull());
    expect(server.state.notices.every((n) => n.read)).toBe(true);
  });

  it('shows a notice that arrives live, and pages older ones', async () => {
    const user = userEvent.setup();
    const older = Array.from({ length: 20 }, (_, i) =>
      rewardNotice(i + 1, { activity: 'task', task: 'daily-call', coins: 10, spins: 1 }),
    ).reverse();
    const server = noticesServer([...older, banner].map((n, i) => ({ ...n, id: 100 - i })));
    const { realtime } = await renderApp({ path: '/zhushou', handle: server.handle });
    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(await within(notices).findAllByRole('listitem')).toHaveLength(20);
    expect(within(notices).getAllByText('You claimed a task reward: +10 coins · +1 spin.')).toHaveLength(20);

    await user.click(within(notices).getByRole('button', { name: 'Show more' }));
    expect(await within(notices).findByText('You claimed the sign-up bonus: +120 coins.')).toBeTruthy();
    expect(within(notices).queryByRole('button', { name: 'Show more' })).toBeNull();

    const wheel = { ...rewardNotice(200, { activity: 'wheel', coins: 50, spins: 0 }) };
    server.state.notices = [wheel, ...server.state.notices];
    emit(realtime, 'notice:new', { notice: wheel, unread: server.state.notices.length });
    expect(await within(notices).findByText('You won on the lucky wheel: +50 coins.')).toBeTruthy();
    expect(within(notices).getByText('22 unread')).toBeTruthy();
  });

  it('says so when there is nothing yet, and gives the help on coins, calls, rewards and refunds', async () => {
    const server = noticesServer([]);
    await renderApp({ path: '/zhushou', handle: server.handle });
    expect(await screen.findByText(/^No notices yet\./)).toBeTruthy();
    const help = screen.getByRole('region', { name: 'Help' });
    expect(
      within(help)
        .getAllByRole('group')
        .map((d) => d.querySelector('summary')?.textContent),
    ).toEqual(['Coins', 'Calls', 'Rewards', 'Refunds']);
    expect(within(help).getByText(/within 14 days/)).toBeTruthy();
  });

  it('words notices in German and tells of a ban with its end in the reader’s time', async () => {
    const ban: Notice = {
      id: 5,
      time: NOTICE_TIME,
      read: false,
      kind: 'ban',
      params: { scope: 'account', until: NOTICE_TIME + 48 * 3_600_000, message: null },
    };
    const server = noticesServer([ban, checkIn]);
    await renderApp({ path: '/de/zhushou', handle: server.handle });
    const notices = await screen.findByRole('region', { name: 'Mitteilungen' });
    const items = await within(notices).findAllByRole('listitem');
    expect(items[0]?.getAttribute('aria-label')).toMatch(/^Dein Konto ist bis .+ gesperrt\.$/);
    expect(items[1]?.getAttribute('aria-label')).toBe('Du hast dich für Tag 1 eingecheckt.');
    expect(within(notices).getByText('2 ungelesen')).toBeTruthy();
  });

  it('shows the unread count on the Me page row, live, and opens the assistant from it', async () => {
    const user = userEvent.setup();
    const server = noticesServer([checkIn, banner]);
    const { realtime } = await renderApp({ path: '/me', handle: server.handle });
    const row = await screen.findByRole('link', { name: 'Assistant', description: '2 unread' });
    expect(row.getAttribute('href')).toBe('/zhushou');
    emit(realtime, 'notice:new', { notice: refund, unread: 3 });
    expect(await screen.findByRole('link', { name: 'Assistant', description: '3 unread' })).toBeTruthy();

    await user.click(row);
    const notices = await screen.findByRole('region', { name: 'Notices' });
    await user.click(await within(notices).findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(notices).queryByText(/unread/)).toBeNull());
  });
});
