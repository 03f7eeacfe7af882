import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/setup';
import { ChunkLoadErrorScreen } from './chunk-load-error-screen';

describe('ChunkLoadErrorScreen', () => {
  it('explains the failure and retries on request', async () => {
    const i18n = await createI18n({ language: 'en', root: null });
    const onRetry = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ChunkLoadErrorScreen onRetry={onRetry} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
