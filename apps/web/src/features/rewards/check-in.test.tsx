import { checkInApi, RewardCode } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { rewardsServer, rewardsState, signInToRewards } from './rewards-test-setup';

beforeEach(signInToRewards);

async function openCheckIn(path = '/activity') {
  const view = await renderApp({ path, handle: server.handle });
  const section = await screen.findByRole('region', {
    name: path.startsWith('/de') ? 'Täglicher Check-in' : 'Daily check-in',
  });
  return { ...view, section };
}

let server = rewardsServer(rewardsState());

describe('daily check-in', () => {
  it('shows a member who is not VIP what each day pays a VIP, lets them check in, and says what a VIP would have got', async () => {
    const user = userEvent.setup();
    server = rewardsServer(rewardsState({ checkInDay: 2 }));
    const { section } = await openCheckIn();
    const days = await within(section).findByRole('list', { name: 'Days of this check-in cycle' });
    const items = within(days).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[0]?.textContent).toBe('Day 110 coins for VIPDone');
    expect(items[1]?.textContent).toBe('Day 210 coins for VIPToday');
    expect(items[1]?.getAttribute('aria-current')).toBe('date');
    expect(items[6]?.textContent).toBe('Day 750 coins for VIPComing up');
    expect(within(section).getByText(/a full cycle pays 170 coins/)).toBeTruthy();
    expect(within(section).getByText(/The check-in coins are a VIP benefit/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Go to the coin shop' }).getAttribute('href')).toBe(
      '/shop',
    );

    await user.click(within(section).getByRole('button', { name: 'Check in for day 2' }));
    expect(
      await within(section).findByText('Checked in for day 2. As a VIP you would have earned 10 coins.'),
    ).toBeTruthy();
    expect(
      await within(section).findByText(/You have checked in today\. The next check-in opens at 0:00 UTC/),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Check in for day/ })).toBeNull();
    expect(server.sent(checkInApi.save.path, 'POST')).toHaveLength(1);
    await waitFor(() => expect(within(days).getAllByRole('listitem')[1]?.textContent).toContain('Done'));
  });

  it('pays a VIP the day’s coins, without the VIP pitch', async () => {
    const user = userEvent.setup();
    server = rewardsServer(rewardsState({ isVip: true, checkInDay: 3 }));
    const { section } = await openCheckIn();
    const days = await within(section).findByRole('list', { name: 'Days of this check-in cycle' });
    expect(within(days).getAllByRole('listitem')[2]?.textContent).toBe('Day 320 coinsToday');
    expect(within(section).queryByText(/The check-in coins are a VIP benefit/)).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Check in for day 3' }));
    expect(await within(section).findByText('Checked in for day 3: +20 coins.')).toBeTruthy();
  });

  it('shows the server’s refusal for a device another account checked in on today, in the language shown', async () => {
    const user = userEvent.setup();
    server = rewardsServer(rewardsState({ refuseCheckIn: RewardCode.DEVICE_CHECKED_IN }));
    const { section } = await openCheckIn('/de/activity');
    await user.click(await within(section).findByRole('button', { name: 'Für Tag 1 einchecken' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Auf diesem Gerät wurde heute leider schon mit einem anderen Konto eingecheckt. Bitte komm morgen wieder.',
    );
  });

  it('says "already checked in today" when another tab checked in first', async () => {
    const user = userEvent.setup();
    server = rewardsServer(rewardsState());
    const { section } = await openCheckIn();
    const button = await within(section).findByRole('button', { name: 'Check in for day 1' });
    // Another tab of the same member checks in while this one still shows the button.
    await server.handle('POST', checkInApi.save.path, {});
    await user.click(button);
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Sorry you have already checked in today. Please come back tomorrow.',
    );
    // The cycle is read again: today is done.
    expect(await within(section).findByText(/You have checked in today/)).toBeTruthy();
  });

  it('opens as a pop-up from the check-in task and stays open with the outcome once the task is done', async () => {
    const user = userEvent.setup();
    server = rewardsServer(rewardsState());
    await renderApp({ path: '/task', handle: server.handle });
    const task = await screen.findByRole('listitem', { name: 'Check in' });
    await user.click(within(task).getByRole('button', { name: 'Check in now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily check-in' });
    await user.click(await within(dialog).findByRole('button', { name: 'Check in for day 1' }));
    expect(
      await within(dialog).findByText('Checked in for day 1. As a VIP you would have earned 10 coins.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Daily check-in' })).toBeNull());
    // The task behind it is done now, its reward waiting.
    expect(await within(task).findByRole('button', { name: 'Claim' })).toBeTruthy();
  });
});
