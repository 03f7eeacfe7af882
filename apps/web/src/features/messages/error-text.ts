import { useCatalogueTexts } from '../../components/use-catalogue-text';
import { errorMessageOf } from '../../lib/error-message';

/**
 * The text for a failed social call in the language shown: the answer code's text (daily say-hi limit,
 * inappropriate language, blocked, need friendship, insufficient coins), the general apology otherwise.
 */
export function useErrorText(): (error: unknown) => string {
  const text = useCatalogueTexts();
  return (error) => text(errorMessageOf(error));
}
