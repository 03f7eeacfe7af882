import { answerText, Code, PaymentCode } from '@mingle/protocol';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/setup';
import { classifyError, type CatalogueMessage } from '../lib/error-catalogue';
import { useCatalogueTexts } from './use-catalogue-text';

async function textsIn(language: string): Promise<(message: CatalogueMessage) => string> {
  const i18n = await createI18n({ language, root: null, throwOnMissingKey: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useCatalogueTexts(), { wrapper }).result.current;
}

const bannedWith = (msg: string) => {
  const action = classifyError({ code: Code.BANNED_ACCOUNT, msg });
  if (action?.kind !== 'banned') throw new Error('not a ban');
  return action.message;
};

describe('catalogue messages in the language shown', () => {
  it('says an answer code in German and Arabic, from the texts the server answers with', async () => {
    const message = { code: PaymentCode.PURCHASE_FAILED } as const;
    expect((await textsIn('de'))(message)).toBe(
      'Der Kauf ist fehlgeschlagen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsmethode.',
    );
    expect((await textsIn('ar'))(message)).toBe(
      'فشلت عملية الشراء. يُرجى المحاولة مرة أخرى أو اختيار طريقة دفع أخرى.',
    );
    expect((await textsIn('en'))(message)).toBe(answerText(PaymentCode.PURCHASE_FAILED));
  });

  it("puts our words for a ban in place of the code's usual text, in English or in the language shown", async () => {
    const german = await textsIn('de');
    const ours = 'Dein Konto wurde für 48 Stunden gesperrt. Als Besucher kannst du Mingle weiterhin nutzen.';
    // The server answers a German request in German; the ban notice still says what visitors may do.
    expect(german(bannedWith('Dein Konto wurde für 48 Stunden gesperrt.'))).toBe(ours);
    expect(german(bannedWith(answerText(Code.BANNED_ACCOUNT)))).toBe(ours);
  });

  it('shows words specific to the case as sent (spec §8.1: the server message)', async () => {
    expect((await textsIn('de'))(bannedWith('Gesperrt bis 01.01.2030'))).toBe('Gesperrt bis 01.01.2030');
  });
});
