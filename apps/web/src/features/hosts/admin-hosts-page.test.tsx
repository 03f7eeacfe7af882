import { hostsApi, type AdminHostApplication, type AdminPayout } from '@mingle/protocol';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { renderApp } from '../../test/render-app';
import { signInToRewards } from '../rewards/rewards-test-setup';
import { HOSTS_TIME, hostsServer, hostsState } from './hosts-test-setup';

beforeEach(signInToRewards);

const sentTo = (api: Mock, path: string) => api.mock.calls.filter(([m, p]) => m === 'POST' && p === path);

const application = (id: number, userName: string): AdminHostApplication => ({
  id,
  status: 'pending',
  reason: null,
  createdAt: HOSTS_TIME,
  decidedAt: null,
  userId: 100 + id,
  userName,
  headImg: '',
  age: 27,
  requirements: { photoApproved: true, profileComplete: true, adult: true },
  decidedBy: null,
});

const payout: AdminPayout = {
  id: 5,
  points: 1500,
  status: 'pending',
  pointsPerCurrencyUnit: 100,
  currency: 'USD',
  reason: null,
  createdAt: HOSTS_TIME,
  decidedAt: null,
  userId: 120,
  userName: 'Zoe',
  decidedBy: null,
};

describe('the hosts admin page', () => {
  it('tells a member who is not an admin that it is not for them', async () => {
    await renderApp({ path: '/admin/hosts', handle: hostsServer(hostsState()).handle });
    expect(await screen.findByText('This page is for administrators.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('approves an application, and refuses one only with a reason', async () => {
    const user = userEvent.setup();
    const server = hostsServer(
      hostsState({ isAdmin: true, adminApplications: [application(1, 'Bea'), application(2, 'Cy')] }),
    );
    const { api } = await renderApp({ path: '/admin/hosts', handle: server.handle });
    const bea = await screen.findByRole('listitem', { name: 'Bea (id 101)' });
    expect(within(bea).getByText('27 years')).toBeTruthy();
    await user.click(within(bea).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application 1 approved: the user is a host now.')).toBeTruthy();
    expect(server.state.adminApplications[0]).toMatchObject({ status: 'approved' });

    const cy = await screen.findByRole('listitem', { name: 'Cy (id 102)' });
    await user.click(within(cy).getByRole('button', { name: 'Refuse' }));
    expect(within(cy).getByText('Please give a reason.')).toBeTruthy();
    expect(sentTo(api, hostsApi.adminDecideApplication.path)).toHaveLength(1);
    await user.type(
      within(cy).getByRole('textbox', { name: 'Reason (the applicant reads it)' }),
      'Blurry photo',
    );
    await user.click(within(cy).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Application 2 refused.')).toBeTruthy();
    expect(server.state.adminApplications[1]).toMatchObject({ status: 'refused', reason: 'Blurry photo' });
  });

  it('marks a payout paid', async () => {
    const user = userEvent.setup();
    const server = hostsServer(hostsState({ isAdmin: true, adminPayouts: [payout] }));
    await renderApp({ path: '/admin/hosts', handle: server.handle });
    await user.click(await screen.findByRole('tab', { name: 'Payouts' }));
    const item = await screen.findByRole('listitem', { name: 'Zoe (id 120): 1500 points, about $15.00' });
    await user.click(within(item).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Payout 5 marked paid.')).toBeTruthy();
    expect(server.state.adminPayouts[0]).toMatchObject({ status: 'paid' });
  });

  it('edits the price bounds and the rate', async () => {
    const user = userEvent.setup();
    const server = hostsServer(hostsState({ isAdmin: true }));
    await renderApp({ path: '/admin/hosts', handle: server.handle });
    await user.click(await screen.findByRole('tab', { name: 'Configuration' }));
    const max = await screen.findByRole('spinbutton', { name: 'Highest video call price' });
    await user.clear(max);
    await user.type(max, '150');
    await user.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(await screen.findByText('Configuration saved.')).toBeTruthy();
    expect(server.state.config).toMatchObject({ callPriceMax: 150, callPriceMin: 10, currency: 'USD' });
  });
});
