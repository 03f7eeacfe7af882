import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/setup';
import { MatchedDialog } from './matched-dialog';
import { fakeOffer } from './test-fixtures';
import type { OfferAnswer } from './use-matching-session';

const NOW = 1_700_000_000_000;

async function renderDialog({ accepted = false, price = 0 } = {}) {
  const i18n = await createI18n({ language: 'en', root: null, throwOnMissingKey: true });
  const answers: OfferAnswer[] = [];
  const onExpire = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MatchedDialog
        offer={fakeOffer({ price }, NOW)}
        accepted={accepted}
        onAnswer={(answer) => answers.push(answer)}
        onExpire={onExpire}
      />
    </I18nextProvider>,
  );
  return { answers, onExpire, dialog: screen.getByRole('dialog', { name: 'Matched' }) };
}

describe('matched pop-up', () => {
  beforeEach(() => {
    // Only the clock and intervals are fake: i18n and the dialog's focus handling run as usual.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows who was found: name, age, country and interests by their table names', async () => {
    const { dialog } = await renderDialog();
    expect(within(dialog).getByText('Zoe')).toBeTruthy();
    expect(within(dialog).getByText('Age 27 · Germany')).toBeTruthy();
    const interests = within(dialog).getByRole('list', { name: 'Interests' });
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Music', 'Travel']);
  });

  it('counts down 10 s to answer and keeps Next locked for its first 5 s', async () => {
    const { dialog, answers, onExpire } = await renderDialog();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(within(dialog).getByRole('timer').textContent).toBe('10 s left to answer');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText('Next is available in 5 s')).toBeTruthy();

    act(() => vi.advanceTimersByTime(4_000));
    expect(within(dialog).getByRole('timer').textContent).toBe('6 s left to answer');
    expect(within(dialog).getByText('Next is available in 1 s')).toBeTruthy();
    fireEvent.click(next);
    expect(answers).toEqual([]);

    act(() => vi.advanceTimersByTime(1_000));
    expect((next as HTMLButtonElement).disabled).toBe(false);
    expect(within(dialog).queryByText(/Next is available/)).toBeNull();
    fireEvent.click(next);
    expect(answers).toEqual(['next']);

    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(5_000));
    expect(within(dialog).getByRole('timer').textContent).toBe('0 s left to answer');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('answers with Accept and Decline at once', async () => {
    const { dialog, answers } = await renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(answers).toEqual(['accept', 'decline']);
  });

  it('once accepted, waits for the other person with every button locked, and shows what a match cost', async () => {
    const { dialog } = await renderDialog({ accepted: true, price: 25 });
    expect(within(dialog).getByRole('status').textContent).toBe('Waiting for Zoe to accept…');
    for (const name of ['Accept', 'Decline', 'Next']) {
      expect((within(dialog).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(within(dialog).getByText('This match cost 25 coins.')).toBeTruthy();
  });

  it('is not dismissed by Escape: a slip of the hand does not turn someone away', async () => {
    const { dialog, answers } = await renderDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Matched' })).toBeTruthy();
    expect(answers).toEqual([]);
  });
});
