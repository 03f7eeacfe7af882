import { answerText, callsApi, MatchCode, matchingApi, WalletCode } from '@mingle/protocol';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderApp } from '../../test/render-app';
import { useCallStore } from '../calls/call-store';
import { useSessionStore } from '../session/store';
import { emit } from '../../test/emit-event';
import { matchingBackend, resetMatchingTest, type BackendOptions } from './matching-test-setup';
import { fakeCall, fakeGlobalConf, fakeOffer } from './test-fixtures';

beforeEach(() => {
  resetMatchingTest();
  useSessionStore.getState().signIn(9, 'tok');
});
afterEach(() => {
  vi.useRealTimers();
});

/** Home, Start, and the matching page in the queue (or refused). */
async function startMatching(options: BackendOptions = {}) {
  const user = userEvent.setup();
  const backend = matchingBackend(options);
  const app = await renderApp({ path: '/', handle: backend.handle });
  const home = await screen.findByRole('region', { name: 'Video match' });
  await within(home).findByText('Matches without filters are free.');
  await user.click(within(home).getByRole('button', { name: 'Start' }));
  await screen.findByRole('heading', { level: 1, name: 'Video match' });
  await waitFor(() => expect(backend.sent(matchingApi.matching.path)).toHaveLength(1));
  return { ...app, user, backend };
}

const refuse = (code: number, msg: string) => () => {
  throw new ApiError('answer', code, msg, 200);
};

describe('matching page', () => {
  it('searches with the own camera on screen, and Stop leaves the queue and goes home', async () => {
    const { user, backend, router } = await startMatching();
    expect(await screen.findByText('Looking for someone to meet…')).toBeTruthy();
    expect(screen.getByText('Gender: Both · Country: Any country')).toBeTruthy();
    expect(screen.getByLabelText('Your camera')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(backend.sent(matchingApi.exitMatch.path)).toHaveLength(1));
  });

  it('shows the matched pop-up, and after both accept hands the call to the call screen', async () => {
    const { user, backend, realtime, router } = await startMatching();
    await screen.findByText('Looking for someone to meet…');
    emit(realtime, 'match:found', fakeOffer({ matchId: 'm-7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Matched' });
    expect(within(dialog).getByText('Zoe')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('Waiting for Zoe to accept…')).toBeTruthy();
    await waitFor(() => expect(backend.sent(matchingApi.matchAnswer.path)).toHaveLength(1));
    expect(backend.sent(matchingApi.matchAnswer.path)[0]?.body).toEqual({ matchId: 'm-7', answer: 'accept' });

    emit(realtime, 'match:accepted', { matchId: 'm-7', roomNum: 'room-42', call: fakeCall('room-42') });
    await waitFor(() => expect(useCallStore.getState().call?.roomNum).toBe('room-42'));
    // The event carried the call: no round trip to read it.
    expect(backend.sent(callsApi.info.path)).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Matched' })).toBeNull();
    expect(await screen.findByText('You are in a call with Zoe.')).toBeTruthy();
    // In a call the person is no longer in the queue: leaving the page has nothing to leave.
    await act(() => router.navigate('/message'));
    // The leave is deferred by one task (see useMatchingSession); let it run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(backend.sent(matchingApi.exitMatch.path)).toEqual([]);
  });

  it('closes the pop-up on Decline and searches on until the server says the search is over', async () => {
    const { user, backend, realtime } = await startMatching();
    await screen.findByText('Looking for someone to meet…');
    emit(realtime, 'match:found', fakeOffer({ matchId: 'm-8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Matched' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Matched' })).toBeNull());
    expect(backend.sent(matchingApi.matchAnswer.path)[0]?.body).toEqual({
      matchId: 'm-8',
      answer: 'decline',
    });
    expect(screen.getByText('Looking for someone to meet…')).toBeTruthy();

    emit(realtime, 'match:ended', { matchId: 'm-8', reason: 'declined', searching: false });
    expect(await screen.findByText('Matching has stopped.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(backend.sent(matchingApi.matching.path)).toHaveLength(2));
  });

  it('says why when the other person ended the match, and keeps searching', async () => {
    const { realtime } = await startMatching();
    await screen.findByText('Looking for someone to meet…');
    emit(realtime, 'match:found', fakeOffer({ matchId: 'm-9' }));
    await screen.findByRole('dialog', { name: 'Matched' });
    emit(realtime, 'match:ended', { matchId: 'm-9', reason: 'declined', searching: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Matched' })).toBeNull());
    expect(screen.getByText('Looking for someone to meet…').textContent).toBe(
      'The other person said no. Looking for someone to meet…',
    );
  });

  it('leaves the queue when the page is left, and when the tab closes', async () => {
    const { backend, router } = await startMatching();
    await screen.findByText('Looking for someone to meet…');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(backend.sent(matchingApi.exitMatch.path)).toHaveLength(1));
    await act(() => router.navigate('/message'));
    await waitFor(() => expect(backend.sent(matchingApi.exitMatch.path)).toHaveLength(2));
  });
});

describe('when matching is refused', () => {
  it('says the daily meet chance is used, counts down to the reset and offers VIP', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 0, 1, 20, 30, 0));
    const conf = fakeGlobalConf({ remaining: 0, resetAt: Date.UTC(2025, 0, 2) });
    await startMatching({
      conf,
      matching: refuse(MatchCode.QUOTA_USED, answerText(MatchCode.QUOTA_USED)),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have used your daily meet chance. Please come back tomorrow.',
    );
    expect((await screen.findByRole('timer')).textContent).toBe('New free matches in 03:30:00');
    vi.setSystemTime(Date.UTC(2025, 0, 1, 23, 59, 50));
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('New free matches in 00:00:10'), {
      timeout: 3_000,
    });
    expect(screen.getByRole('link', { name: 'Become VIP for unlimited matches' }).getAttribute('href')).toBe(
      '/shop',
    );
  });

  it.each([
    [WalletCode.INSUFFICIENT_BALANCE, 'Insufficient Balance', 'Get coins'],
    [MatchCode.DAILY_LIMIT, answerText(MatchCode.DAILY_LIMIT), null],
    [MatchCode.IN_CALL, answerText(MatchCode.IN_CALL), null],
    [MatchCode.PRICE_CHANGED, answerText(MatchCode.PRICE_CHANGED), null],
    [MatchCode.PROFILE_INCOMPLETE, answerText(MatchCode.PROFILE_INCOMPLETE), null],
  ])('answer %i shows its text', async (code, text, link) => {
    await startMatching({ matching: refuse(code, text) });
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    if (link) expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
