import type { AnswerCode } from '@mingle/protocol';
import { useTranslation } from 'react-i18next';
import type { CatalogueMessage } from '../lib/error-catalogue';

/**
 * An answer code's text in the language shown: namespace 'codes', the protocol's texts (English bundled, the
 * others loaded with the language), the same words the server answers with.
 */
export function useCodeText(): (code: AnswerCode) => string {
  const { t } = useTranslation('codes');
  return (code) => t(code);
}

/** Words for catalogue messages in the language shown (see CatalogueMessage). */
export function useCatalogueTexts(): (message: CatalogueMessage) => string {
  const { t } = useTranslation('base');
  const codeText = useCodeText();
  return (message) => {
    if ('code' in message) return codeText(message.code);
    if ('text' in message) return message.text;
    const { sent } = message;
    return sent && sent.text !== codeText(sent.code) ? sent.text : t(message.key);
  };
}

export function useCatalogueText(message: CatalogueMessage): string {
  return useCatalogueTexts()(message);
}
