import { useTranslation } from 'react-i18next';
import { useToastStore } from '../../components/toast-store';
import { ApiError } from '../../lib/api-client';
import { classifyError } from '../../lib/error-catalogue';

/**
 * Shows a failed shop request the way the app shows errors: the server's own text for an error answer
 * ('Purchase failed…', 'Unsubscribe failed…'), a general apology for a lost connection. Answers the §8.1
 * catalogue already acted on (session ended, ban, login required) are not shown twice.
 */
export function useShowShopError(): (error: unknown) => void {
  const { t } = useTranslation('base');
  return (error) => {
    const show = useToastStore.getState().show;
    if (error instanceof ApiError) {
      if (error.kind === 'notLoggedIn') return;
      if (error.kind === 'answer') {
        if (
          classifyError({ code: error.code ?? undefined, httpStatus: error.httpStatus, msg: error.message })
        )
          return;
        show({ text: error.message });
        return;
      }
    }
    show({ text: t('errors.generic') });
  };
}
