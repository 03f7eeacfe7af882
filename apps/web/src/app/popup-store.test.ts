import { beforeEach, describe, expect, it } from 'vitest';
import { currentPopup, usePopupStore } from './popup-store';

const head = () => currentPopup(usePopupStore.getState().entries)?.name;

describe('popup store', () => {
  beforeEach(() => usePopupStore.setState({ entries: [], nextSeq: 0 }));

  it('shows the highest priority first, whatever the opening order', () => {
    const { open } = usePopupStore.getState();
    open('cookieNotice', {});
    open('login', { returnTo: null });
    open('age', {});
    expect(head()).toBe('age');
    usePopupStore.getState().close('age');
    expect(head()).toBe('login');
    usePopupStore.getState().close('login');
    expect(head()).toBe('cookieNotice');
    usePopupStore.getState().close('cookieNotice');
    expect(head()).toBeUndefined();
  });

  it('puts consent before login and the cookie notice', () => {
    const { open } = usePopupStore.getState();
    open('login', { returnTo: null });
    open('consent', {});
    expect(head()).toBe('consent');
  });

  it('opening a queued pop-up again updates its props without duplicating it', () => {
    const { open } = usePopupStore.getState();
    open('banned', { message: { key: 'errors.bannedAccount' }, goHome: false });
    open('banned', { message: { key: 'errors.bannedBoth' }, goHome: true });
    const entries = usePopupStore.getState().entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ name: 'banned', props: { goHome: true } });
  });
});
