import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePopupStore } from '../../app/popup-store';
import { renderApp } from '../../test/render-app';
import { AGE_CONFIRMED_KEY } from '../age-gate/age-gate-storage';
import {
  consentAllows,
  createConsentStore,
  isAllowed,
  loadConsentFacts,
  useConsentStore,
  type ConsentFacts,
} from './store';
import { CONSENT_EVALUATED_ATTRIBUTE } from './use-consent-prompt';

beforeEach(() => {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  document.documentElement.removeAttribute(CONSENT_EVALUATED_ATTRIBUTE);
  useConsentStore.setState(loadConsentFacts());
  localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
});

describe('consent store', () => {
  it('reads back what the consent screen saved, in this page and in the next', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/', country: 'DE' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Your privacy choices' });
    // Inside the consent region nothing is allowed before the visitor decides.
    expect(isAllowed('marketing')).toBe(false);
    expect(isAllowed('necessary')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Choose purposes' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Marketing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));

    expect(isAllowed('marketing')).toBe(true);
    expect(isAllowed('analytics')).toBe(false);
    // A new page load builds its store from what was saved.
    const next = createConsentStore().getState();
    expect(consentAllows(next, 'marketing')).toBe(true);
    expect(consentAllows(next, 'analytics')).toBe(false);
    expect(next.consent).toMatchObject({ analytics: false, marketing: true });
  });

  it("takes the simple notice's Accept outside the consent region as the spec's 'accepted'", async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/', country: 'US' });
    const notice = await screen.findByRole('region', { name: 'Cookies' });
    expect(useConsentStore.getState().region).toBe('outside');
    expect(isAllowed('marketing')).toBe(false);
    await user.click(within(notice).getByRole('button', { name: 'Accept' }));

    expect(localStorage.getItem('cookie')).toBe('accepted');
    expect(isAllowed('marketing')).toBe(true);
    expect(isAllowed('analytics')).toBe(true);
    // The next page load knows it too, once the prompt has placed the visitor outside the region again.
    const next = createConsentStore();
    expect(consentAllows(next.getState(), 'marketing')).toBe(false);
    next.getState().setRegion('outside');
    expect(consentAllows(next.getState(), 'marketing')).toBe(true);
  });

  it('does not count an earlier Accept when this page load is inside the consent region', async () => {
    localStorage.setItem('cookie', 'accepted');
    useConsentStore.setState(loadConsentFacts());
    await renderApp({ path: '/', country: 'FR' });
    await screen.findByRole('alertdialog', { name: 'Your privacy choices' });
    await waitFor(() => expect(useConsentStore.getState().region).toBe('inside'));
    expect(isAllowed('marketing')).toBe(false);
  });

  it('picks up a decision made in another tab when the prompt decides', () => {
    const store = createConsentStore();
    // Another tab saves its choices after this page built its store.
    createConsentStore().getState().decide({ analytics: true, marketing: false });
    expect(store.getState().consent).toBeNull();
    store.getState().setRegion('inside');
    expect(consentAllows(store.getState(), 'analytics')).toBe(true);
  });
});

describe('consentAllows', () => {
  const nothing: ConsentFacts = { consent: null, noticeAccepted: false, region: 'unknown' };
  const chose = (analytics: boolean, marketing: boolean): ConsentFacts['consent'] => ({
    version: 1,
    necessary: true,
    analytics,
    marketing,
    decidedAt: '2026-03-01T10:00:00.000Z',
  });

  it('always allows the necessary, and nothing else before a decision or while the region is unknown', () => {
    expect(consentAllows(nothing, 'necessary')).toBe(true);
    expect(consentAllows(nothing, 'analytics')).toBe(false);
    expect(consentAllows({ ...nothing, noticeAccepted: true }, 'marketing')).toBe(false);
  });

  it("follows the consent screen's choices wherever the visitor is", () => {
    for (const region of ['inside', 'outside', 'unknown'] as const) {
      const facts = { consent: chose(true, false), noticeAccepted: true, region };
      expect(consentAllows(facts, 'analytics')).toBe(true);
      expect(consentAllows(facts, 'marketing')).toBe(false);
    }
  });
});
