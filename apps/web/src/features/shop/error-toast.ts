import { useToastStore } from '../../components/toast-store';
import { ApiError } from '../../lib/api-client';
import { classifyError } from '../../lib/error-catalogue';
import { errorMessageOf } from '../../lib/error-message';

/**
 * Shows a failed shop request the way the app shows errors: the answer code's text in the language shown
 * ('Purchase failed…', 'Unsubscribe failed…'), a general apology for a lost connection. Answers the §8.1
 * catalogue already acted on (session ended, ban, login required) are not shown twice.
 */
export function useShowShopError(): (error: unknown) => void {
  return (error) => {
    const handled =
      error instanceof ApiError &&
      (error.kind === 'notLoggedIn' ||
        (error.kind === 'answer' &&
          classifyError({
            code: error.code ?? undefined,
            httpStatus: error.httpStatus,
            msg: error.message,
          }) !== null));
    if (!handled) useToastStore.getState().show(errorMessageOf(error));
  };
}
