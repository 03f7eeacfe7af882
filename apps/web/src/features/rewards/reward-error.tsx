import { useTranslation } from 'react-i18next';
import { useCatalogueTexts } from '../../components/use-catalogue-text';
import { ApiError } from '../../lib/api-client';
import { classifyError } from '../../lib/error-catalogue';
import { errorMessageOf } from '../../lib/error-message';

/** Whether the app's one error handler already acted on this failure (session ended, ban, login required). */
function handledElsewhere(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind === 'notLoggedIn' ||
      (error.kind === 'answer' &&
        classifyError({ code: error.code ?? undefined, httpStatus: error.httpStatus, msg: error.message }) !==
          null))
  );
}

/**
 * What a refused reward says, in the language shown: the answer code's text (spec §8.2 "already checked in
 * today", its other-account variant, "first week bonus has ended"), 'Server time out. Please try again.' for a
 * time-out (§8.2 names it for the check-in), the general apology otherwise; null when already shown elsewhere.
 */
export function useRewardErrorText(): (error: unknown) => string | null {
  const { t } = useTranslation('base');
  const catalogue = useCatalogueTexts();
  return (error) => {
    if (!error || handledElsewhere(error)) return null;
    if (error instanceof ApiError && error.kind === 'timeout') return t('errors.timeout');
    return catalogue(errorMessageOf(error));
  };
}

/** A refusal shown where the action was taken, announced at once. */
export function RewardError({ error }: { error: unknown }) {
  const text = useRewardErrorText()(error);
  if (!text) return null;
  return (
    <p role="alert" className="reward-error">
      {text}
    </p>
  );
}
