import { hostsApi, type Notice } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { emit } from '../../test/emit-event';
import { renderApp } from '../../test/render-app';
import { signInToRewards } from '../rewards/rewards-test-setup';
import { noticesServer } from '../zhushou/zhushou-test-setup';
import { HOSTS_TIME, hostsServer, hostsState } from './hosts-test-setup';

beforeEach(signInToRewards);

const sentTo = (api: Mock, path: string, method = 'POST') =>
  api.mock.calls.filter(([m, p]) => m === method && p === path);

describe('applying to become a host', () => {
  it('lists each requirement with the member state and sends the application only when all are met', async () => {
    const user = userEvent.setup();
    const server = hostsServer(
      hostsState({
        application: {
          isHost: false,
          requirements: { photoApproved: false, profileComplete: true, adult: true },
          application: null,
          reapplyAt: null,
          canApply: false,
        },
      }),
    );
    const { api } = await renderApp({ path: '/host', handle: server.handle });
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a host' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Requirements' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'An approved profile photoNot yetAdd a photo',
      'A complete profile (nickname, gender, birthday)Done',
      '18 years or olderDone',
    ]);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Add a photo' })
        .getAttribute('href'),
    ).toBe('/profile/edit');
    const send = screen.getByRole('button', { name: 'Send application' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You can apply once every requirement is met.')).toBeTruthy();
    await user.click(send);
    expect(sentTo(api, hostsApi.apply.path)).toHaveLength(0);
  });

  it('sends the application and then shows it as under review', async () => {
    const user = userEvent.setup();
    const server = hostsServer(hostsState());
    const { api } = await renderApp({ path: '/host', handle: server.handle });
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('Your application was sent. We will tell you our decision in your notices.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    expect(sentTo(api, hostsApi.apply.path)).toHaveLength(1);
  });

  it('shows a refusal with its reason and when the member may apply again', async () => {
    const server = hostsServer(
      hostsState({
        application: {
          isHost: false,
          requirements: { photoApproved: true, profileComplete: true, adult: true },
          application: {
            id: 3,
            status: 'refused',
            reason: 'Please add a photo that shows your face.',
            createdAt: HOSTS_TIME - 86_400_000,
            decidedAt: HOSTS_TIME,
          },
          reapplyAt: HOSTS_TIME + 7 * 86_400_000,
          canApply: false,
        },
      }),
    );
    await renderApp({ path: '/host', handle: server.handle });
    expect(await screen.findByText(/^Your application was refused on /)).toBeTruthy();
    expect(screen.getByText('Reason: Please add a photo that shows your face.')).toBeTruthy();
    expect(screen.getByText(/^You can apply again from .*2031/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send application' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('turns into the host centre when the approval arrives live', async () => {
    const user = userEvent.setup();
    const server = hostsServer(hostsState());
    const { realtime } = await renderApp({ path: '/host', handle: server.handle });
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/^Your application was sent\./)).toBeTruthy();
    server.state.application = { ...server.state.application, isHost: true };
    const notice: Notice = {
      id: 7,
      time: HOSTS_TIME,
      read: false,
      kind: 'host',
      params: { applicationId: 41, decision: 'approved', reason: null, reapplyAt: null },
    };
    emit(realtime, 'notice:new', { notice, unread: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Host centre' })).toBeTruthy();
  });

  it('shows a host the host centre instead', async () => {
    const state = hostsState();
    state.application = { ...state.application, isHost: true, canApply: false };
    await renderApp({ path: '/host', handle: hostsServer(state).handle });
    expect(await screen.findByRole('heading', { level: 1, name: 'Host centre' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prices and calls' }).getAttribute('href')).toBe(
      '/host/settings',
    );
    expect(screen.getByRole('link', { name: 'Earnings and payouts' }).getAttribute('href')).toBe(
      '/host/earnings',
    );
  });

  it('is reachable from the Me page', async () => {
    await renderApp({ path: '/me', handle: hostsServer(hostsState()).handle });
    expect((await screen.findByRole('link', { name: 'Become a host' })).getAttribute('href')).toBe('/host');
  });
});

describe('host prices', () => {
  it('shows the bounds, refuses a price outside them before sending, and saves one within', async () => {
    const user = userEvent.setup();
    const server = hostsServer(hostsState({ config: { ...hostsState().config, callPriceMax: 120 } }));
    const { api } = await renderApp({ path: '/host/settings', handle: server.handle });
    const price = await screen.findByRole('spinbutton', { name: 'Video call price (coins per minute)' });
    expect(screen.getByText('From 10 to 120 coins per minute.')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a price from 10 to 120 coins per minute.')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(sentTo(api, hostsApi.updateSettings.path)).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '75');
    const friends = screen.getByRole('spinbutton', { name: 'Friends video call price (coins per minute)' });
    await user.clear(friends);
    await user.type(friends, '0');
    await user.click(screen.getByRole('checkbox', { name: 'Take video calls from friends only' }));
    const topic = screen.getByRole('combobox', { name: 'Your topic on Discover' });
    expect(within(topic).queryByRole('option', { name: 'For You' })).toBeNull();
    await user.selectOptions(topic, 'Language Chat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Callers see your new prices from now on.')).toBeTruthy();
    expect(server.state.settings).toMatchObject({
      callPrice: 75,
      friendsCallPrice: 0,
      friendsOnly: true,
      topic: 7,
    });
  });

  it('shows the server refusal in the member language, never a crash', async () => {
    const user = userEvent.setup();
    const server = hostsServer(hostsState());
    // The bounds changed since the page was read: the server refuses what the page still allowed.
    await renderApp({ path: '/host/settings', handle: server.handle });
    const price = await screen.findByRole('spinbutton', { name: 'Video call price (coins per minute)' });
    server.state.config = { ...server.state.config, callPriceMax: 50 };
    await user.clear(price);
    await user.type(price, '80');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'This price is outside the range hosts may set. Please choose one within the limits.',
      ),
    ).toBeTruthy();
  });

  it('tells a member who is not a host that prices are for hosts', async () => {
    const state = hostsState();
    state.settings = { ...state.settings, isHost: false };
    await renderApp({ path: '/host/settings', handle: hostsServer(state).handle });
    expect(await screen.findByText('Only hosts set call prices.')).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});

describe('earnings and payouts', () => {
  it('shows points per source, the 30-day chart and the rate', async () => {
    await renderApp({ path: '/host/earnings', handle: hostsServer(hostsState()).handle });
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeTruthy();
    expect(await screen.findByText('2100 points', { selector: '.host-total' })).toBeTruthy();
    const sources = screen.getByText('By source').nextElementSibling;
    expect(sources?.textContent).toBe('Calls1800 pointsGifts300 points');
    const chart = screen.getByRole('img', { name: 'Points per day, last 30 days' });
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getAllByText(/^2100 points in 30 days; the best day was .* with 1500 points\.$/),
    ).not.toHaveLength(0);
    expect(within(chart).getAllByText(/./, { selector: 'text' })).toHaveLength(2);
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    // The same numbers as a table for whoever does not see the picture.
    expect(
      screen.getByRole('table', { name: 'Points per day, last 30 days' }).querySelectorAll('tbody tr'),
    ).toHaveLength(30);
    expect(screen.getByText('100 points = 1 USD')).toBeTruthy();
    expect(screen.getByText(/2100 points · Worth about \$21\.00/)).toBeTruthy();
  });

  it('requests a payout within the minimum and the available points, once per request', async () => {
    const user = userEvent.setup();
    const server = hostsServer(hostsState());
    const { api } = await renderApp({ path: '/host/earnings', handle: server.handle });
    const amount = await screen.findByRole('spinbutton', { name: 'Points to pay out' });
    expect(screen.getByText('At least 1000, at most 2100 points.')).toBeTruthy();
    await user.type(amount, '999');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('Enter a whole number from 1000 to 2100.')).toBeTruthy();
    expect(sentTo(api, hostsApi.requestPayout.path)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1500');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('Your payout request for 1500 points was sent.')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Your requests' });
    expect(await within(history).findByText('Pending')).toBeTruthy();
    // The points on hold are no longer available.
    expect(
      await screen.findByText('You need at least 1000 available points to request a payout.'),
    ).toBeTruthy();
    const [first] = sentTo(api, hostsApi.requestPayout.path);
    const body = (first?.[2] as { body: { points: number; requestKey: string } }).body;
    expect(body.points).toBe(1500);
    expect(body.requestKey).toMatch(/^pay-[0-9a-f-]{36}$/);
  });
});

describe('host notices', () => {
  it('word decisions on applications and payouts in the member language', async () => {
    const at = HOSTS_TIME;
    const notices: Notice[] = [
      {
        id: 3,
        time: at + 3,
        read: false,
        kind: 'payout',
        params: { payoutId: 2, points: 1000, decision: 'rejected', reason: 'Payment details missing.' },
      },
      {
        id: 2,
        time: at + 2,
        read: false,
        kind: 'payout',
        params: { payoutId: 1, points: 1200, decision: 'paid', reason: null },
      },
      {
        id: 1,
        time: at + 1,
        read: false,
        kind: 'host',
        params: { applicationId: 4, decision: 'approved', reason: null, reapplyAt: null },
      },
    ];
    await renderApp({ path: '/zhushou', handle: noticesServer(notices).handle });
    const region = await screen.findByRole('region', { name: 'Notices' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Your payout request for 1000 points was rejected; the points are available again.',
      'Your payout request for 1200 points was paid.',
      'Your host application was approved. You are a host now: set your prices in the host centre.',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Reason: Payment details missing.')).toBeTruthy();
    await waitFor(() => expect(within(region).getByText('3 unread')).toBeTruthy());
  });
});
