import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../features/session/store';
import { createErrorActionHandler } from './error-actions';
import { currentPopup, usePopupStore } from './popup-store';
import { useToastStore } from '../components/toast-store';

function setup(pathname = '/de/shop', search = '?ref=x') {
  const deps = {
    navigate: vi.fn(),
    location: () => ({ pathname, search }),
    onSessionCleared: vi.fn(),
    revalidate: vi.fn(),
  };
  return { deps, handle: createErrorActionHandler(deps) };
}

describe('error actions', () => {
  beforeEach(() => {
    usePopupStore.setState({ entries: [], nextSeq: 0 });
    useToastStore.setState({ toasts: [] });
    useSessionStore.getState().signIn(5, 'token');
  });

  it('a ban clears the session and opens the banned notice', () => {
    const { deps, handle } = setup();
    handle({ kind: 'banned', code: 10115, message: { key: 'errors.bannedAccount' }, goHome: false });
    expect(useSessionStore.getState().loginToken).toBeNull();
    expect(document.cookie).not.toContain('loginToken=token');
    expect(deps.onSessionCleared).toHaveBeenCalled();
    expect(currentPopup(usePopupStore.getState().entries)).toMatchObject({
      name: 'banned',
      props: { message: { key: 'errors.bannedAccount' }, goHome: false },
    });
    expect(deps.revalidate).toHaveBeenCalled();
  });

  it('a ban while the settings or the supplementary registration are open closes them for the notice', () => {
    const { handle } = setup();
    usePopupStore.getState().open('settings', {});
    usePopupStore.getState().open('complementInfo', {});
    handle({ kind: 'banned', code: 10115, message: { key: 'errors.bannedAccount' }, goHome: false });
    expect(usePopupStore.getState().entries.map((e) => e.name)).toEqual(['banned']);
  });

  it('an ended session clears it, shows the message and goes to the root of the language', () => {
    const { deps, handle } = setup();
    handle({ kind: 'sessionEnded', code: 10023, message: { key: 'errors.anotherDevice' } });
    expect(useSessionStore.getState().userId).toBeNull();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([{ key: 'errors.anotherDevice' }]);
    expect(deps.navigate).toHaveBeenCalledWith('/de/');
  });

  it('the same message twice shows one toast', () => {
    const { handle } = setup();
    handle({ kind: 'dataInvalid', message: { key: 'errors.dataInvalid' } });
    handle({ kind: 'dataInvalid', message: { key: 'errors.dataInvalid' } });
    expect(useToastStore.getState().toasts).toHaveLength(1);
    expect(useSessionStore.getState().userId).toBe(5);
  });

  it('login required opens the login route with the query string', () => {
    const { deps, handle } = setup('/shop', '?ref=abc');
    handle({ kind: 'loginRequired' });
    expect(deps.navigate).toHaveBeenCalledWith('/login?ref=abc');
  });
});
