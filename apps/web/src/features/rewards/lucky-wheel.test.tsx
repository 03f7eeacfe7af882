import { luckyWheelApi } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { settleRotation } from './lucky-wheel';
import { rewardsServer, rewardsState, signInToRewards } from './rewards-test-setup';

beforeEach(signInToRewards);

describe('settleRotation', () => {
  it('brings the centre of the drawn slice under the pointer, always turning forwards', () => {
    for (const [current, index, count] of [
      [0, 0, 5],
      [0, 4, 5],
      [1837, 2, 5],
      [3600, 1, 4],
    ] as const) {
      const next = settleRotation(current, index, count);
      expect(next).toBeGreaterThan(current + 360);
      const centre = (index + 0.5) * (360 / count);
      // Where the slice's centre ends after turning: at the top (0°).
      expect((((centre + next) % 360) + 360) % 360).toBeCloseTo(0);
    }
  });
});

describe('lucky wheel', () => {
  it('publishes every prize’s chance, spins with a new key per tap, shows the prize and the draw history', async () => {
    const user = userEvent.setup();
    const server = rewardsServer(rewardsState({ spins: 2, draws: [3, 5] }));
    await renderApp({ path: '/activity', handle: server.handle });
    const wheel = await screen.findByRole('region', { name: 'Lucky wheel' });
    const odds = await within(wheel).findByRole('region', { name: 'Prizes and their chances' });
    expect(
      within(odds)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 coins: 50%', '10 coins: 30%', '20 coins: 15%', '50 coins: 4%', '100 coins: 1%']);
    expect(within(wheel).getByText('You have 2 spins')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Your draws' });
    expect(await within(history).findByText('You have not spun the wheel yet.')).toBeTruthy();

    const spin = within(wheel).getByRole('button', { name: 'Spin the wheel' });
    await user.click(spin);
    expect(await within(wheel).findByText('You won 20 coins!')).toBeTruthy();
    expect(within(wheel).getByText('You have 1 spin')).toBeTruthy();
    expect(await within(history).findByText('+20 coins')).toBeTruthy();

    await user.click(within(wheel).getByRole('button', { name: 'Spin the wheel' }));
    expect(await within(wheel).findByText('You won 100 coins!')).toBeTruthy();
    expect(within(wheel).getByText('You have 0 spins')).toBeTruthy();
    expect(within(wheel).getByRole('button', { name: 'Spin the wheel' })).toHaveProperty('disabled', true);
    expect(
      within(wheel).getByText(/Spins are earned by check-ins and tasks; they are never sold\./),
    ).toBeTruthy();
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));

    const keys = server.sent(luckyWheelApi.spin.path).map((c) => c.body?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is also a pop-up on the task screen', async () => {
    const user = userEvent.setup();
    const server = rewardsServer(rewardsState({ spins: 1 }));
    await renderApp({ path: '/task', handle: server.handle });
    await user.click(await screen.findByRole('button', { name: 'Lucky wheel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucky wheel' });
    await user.click(await within(dialog).findByRole('button', { name: 'Spin the wheel' }));
    expect(await within(dialog).findByText('You won 5 coins!')).toBeTruthy();
  });
});
