import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';

/**
 * The text for a failed social call: the server's own msg for an answer (daily say-hi limit, inappropriate
 * language, blocked, need friendship, insufficient coins), the general apology otherwise.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('base');
  return (error) =>
    error instanceof ApiError && error.kind === 'answer' && error.message
      ? error.message
      : t('errors.generic');
}
