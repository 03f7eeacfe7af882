import { useTranslation } from 'react-i18next';
import type { CatalogueMessage } from '../lib/error-catalogue';

/** Our translation for catalogue keys; a server text that is specific to the case is shown as sent. */
export function useCatalogueText(message: CatalogueMessage): string {
  const { t } = useTranslation('base');
  return 'key' in message ? t(message.key) : message.text;
}
