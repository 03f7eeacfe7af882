import { discoverApi } from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { useErrorText } from '../messages/error-text';
import { discoverKeys, useDiscoverUserId } from './queries';

/**
 * Whether opening a profile shows this person in its owner's "Who viewed me": in "Likes and visitors", and in
 * Settings as a section of its own (`asSection`).
 */
export function VisitorTraceSetting({ asSection = false }: { asSection?: boolean }) {
  const { t } = useTranslation('discover');
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useDiscoverUserId();
  const hintId = useId();
  const headingId = useId();
  const errorText = useErrorText();
  const key = discoverKeys.visitorSettings(userId);
  const settings = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call(discoverApi.visitorSettings, {}, { signal }),
    enabled: userId !== null,
  });
  const save = useMutation({
    mutationFn: (leaveNoTrace: boolean) => api.call(discoverApi.updateVisitorSettings, { leaveNoTrace }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  if (!settings.data) return null;
  const setting = (
    <div className="discover-trace">
      <label className="choice">
        <input
          type="checkbox"
          checked={settings.data.leaveNoTrace}
          disabled={save.isPending}
          aria-describedby={hintId}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        {t('visitors.leaveNoTrace')}
      </label>
      <p id={hintId} className="field-hint">
        {t('visitors.leaveNoTraceHint')}
      </p>
      {save.isError && (
        <p role="alert" className="form-error">
          {errorText(save.error)}
        </p>
      )}
    </div>
  );
  if (!asSection) return setting;
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="settings-heading">
        {t('visitors.traceHeading')}
      </h3>
      {setting}
    </section>
  );
}
