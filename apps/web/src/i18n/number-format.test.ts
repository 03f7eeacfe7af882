import { describe, expect, it } from 'vitest';
import { formatQuantity } from './number-format';
import { createI18n } from './setup';

describe('numbers in texts', () => {
  it('are written with Intl in the language shown, grouped from five digits', async () => {
    const i18n = await createI18n({ language: 'de', root: null });
    await i18n.loadNamespaces('shop');
    expect(i18n.t('shop:coins', { coins: 12000 })).toBe('12.000 Münzen');
    expect(i18n.t('shop:coins', { coins: 1200 })).toBe('1200 Münzen');
    await i18n.changeLanguage('en');
    expect(i18n.t('shop:coins', { coins: 12000 })).toBe('12,000 coins');
  });

  it('leave identifiers and years as they are', async () => {
    const i18n = await createI18n({ language: 'en', root: null });
    expect(i18n.t('adminMedia.photoBy', { userId: 100001 })).toBe('Photo by user 100001');
  });

  it('use the digits of the language', () => {
    expect(formatQuantity(12000, 'fa')).toBe('۱۲٬۰۰۰');
    expect(formatQuantity(2.5, 'de')).toBe('2,5');
    expect(formatQuantity(120, 'ar')).toMatch(/^(120|١٢٠)$/);
  });

  it('keep plural forms chosen by the number itself', async () => {
    const i18n = await createI18n({ language: 'en', root: null });
    expect(i18n.t('nav.withUnread', { label: 'Chats', count: 1 })).toBe('Chats, 1 unread');
    expect(i18n.t('nav.withUnread', { label: 'Chats', count: 10000 })).toBe('Chats, 10,000 unread');
  });
});
