import {
  languageCodeFor,
  translationApi,
  TranslationCode,
  type DialogMessage,
  type Translation,
} from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Languages from 'lucide-react/icons/languages';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from './error-text';

const QUOTA_KEY = ['chat', 'translation-quota'] as const;

/** Today's allowance and the languages this server translates into; asked once per visit to the chats. */
function useTranslationQuota() {
  const { api } = useServices();
  return useQuery({
    queryKey: QUOTA_KEY,
    queryFn: ({ signal }) => api.call(translationApi.quota, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * "Translate" under a text message the reader received (spec §1): the translation appears below the original,
 * into the language the app is shown in. Offered only when the server's engine translates into that language,
 * so the button never promises what cannot happen. Free accounts are told how many are left today.
 */
export function MessageTranslation({ message }: { message: DialogMessage }) {
  const { t, i18n } = useTranslation('webChat');
  const { t: tLanguage } = useTranslation('language');
  const { api } = useServices();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const prefix = useLanguagePrefix();
  const quota = useTranslationQuota();
  const to = languageCodeFor(i18n.language);
  const translate = useMutation({
    mutationFn: () => api.call(translationApi.translate, { seq: message.seq, to: to ?? 'en' }),
    onSuccess: (answer: Translation) =>
      queryClient.setQueryData(
        QUOTA_KEY,
        (old: typeof quota.data) => old && { ...old, remaining: answer.remaining },
      ),
  });
  if (!to || !quota.data?.targets.includes(to)) return null;

  if (translate.data) {
    const { text, from, remaining } = translate.data;
    return (
      <div className="message-translation" lang={to}>
        <p className="message-translation-text">{text}</p>
        <p className="message-translation-meta">
          {from ? t('translate.from', { language: tLanguage(from) }) : t('translate.translated')}
          {remaining !== null && ` · ${t('translate.remaining', { count: remaining })}`}
        </p>
      </div>
    );
  }
  const limit = translate.error instanceof ApiError && translate.error.code === TranslationCode.DAILY_LIMIT;
  return (
    <div className="message-translation">
      <button
        type="button"
        className="message-translate"
        disabled={translate.isPending}
        aria-busy={translate.isPending}
        onClick={() => translate.mutate()}
      >
        <Languages aria-hidden="true" />
        {translate.isPending ? t('translate.working') : t('translate.action')}
      </button>
      {translate.error && (
        <p role="alert" className="form-error">
          {errorText(translate.error)}{' '}
          {limit && <Link to={withPrefix(prefix, '/shop')}>{t('translate.shop')}</Link>}
        </p>
      )}
    </div>
  );
}
