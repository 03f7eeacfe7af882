import {
  HostCode,
  ROOM_CATEGORIES,
  RoomCategory,
  type HostSettingsPage as HostSettingsData,
} from '@mingle/protocol';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { SkeletonList } from '../../components/skeleton';
import type { englishResources } from '../../i18n/resources';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../messages/error-text';
import { useHostSettings, useUpdateHostSettings } from './queries';
import './hosts.css';

/** host/settings: the call price and the friends video call price within the operator's bounds, friends only. */
export function HostSettingsPage() {
  const { t } = useTranslation('hosts');
  const headingId = useId();
  const settings = useHostSettings();
  if (settings.isError && settings.error instanceof ApiError && settings.error.code === HostCode.HOSTS_ONLY) {
    return <PageFrame title={t('settings.title')} note={t('settings.notHost')} />;
  }
  if (settings.isPending || settings.isError) {
    return (
      <section className="page host-page" aria-busy={settings.isPending} aria-labelledby={headingId}>
        <h1 id={headingId}>{t('settings.title')}</h1>
        {settings.isPending ? (
          <SkeletonList label={t('settings.loading')} />
        ) : (
          <p role="alert">{t('settings.loadFailed')}</p>
        )}
      </section>
    );
  }
  return <SettingsForm data={settings.data} />;
}

type GroupKey = keyof typeof englishResources.groups;
/** The topics a host may choose on the Discover wall: every room category but For You (spec §3). */
const TOPICS = ROOM_CATEGORIES.filter((c) => c.id !== RoomCategory.FOR_YOU);

/** A whole number within [min, max], or null. */
function priceIn(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function SettingsForm({ data }: { data: HostSettingsData }) {
  const { t } = useTranslation('hosts');
  const headingId = useId();
  const { t: tGroups } = useTranslation('groups');
  const ids = { call: useId(), friends: useId(), only: useId(), topic: useId() };
  const { bounds } = data;
  const [callPrice, setCallPrice] = useState(String(data.settings.callPrice));
  const [friendsCallPrice, setFriendsCallPrice] = useState(String(data.settings.friendsCallPrice));
  const [friendsOnly, setFriendsOnly] = useState(data.settings.friendsOnly);
  const [topic, setTopic] = useState<number>(data.settings.topic);
  const [checked, setChecked] = useState(false);
  const update = useUpdateHostSettings();
  const errorText = useErrorText();
  const call = priceIn(callPrice, bounds.callPriceMin, bounds.callPriceMax);
  const friends = priceIn(friendsCallPrice, bounds.friendsCallPriceMin, bounds.friendsCallPriceMax);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (call === null || friends === null) return;
    update.mutate({ callPrice: call, friendsCallPrice: friends, friendsOnly, topic });
  };

  const field = (
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    min: number,
    max: number,
    valid: boolean,
  ) => (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="field-control">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={checked && !valid ? true : undefined}
          aria-describedby={`${id}-hint${checked && !valid ? ` ${id}-error` : ''}`}
        />
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t('settings.range', { min, max })}
      </p>
      {checked && !valid && (
        <p id={`${id}-error`} className="field-error">
          {t('settings.outOfRange', { min, max })}
        </p>
      )}
    </div>
  );

  return (
    <section className="page host-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('settings.title')}</h1>
      <form className="host-form" onSubmit={submit} noValidate>
        {field(
          ids.call,
          t('settings.callPrice'),
          callPrice,
          setCallPrice,
          bounds.callPriceMin,
          bounds.callPriceMax,
          call !== null,
        )}
        {field(
          ids.friends,
          t('settings.friendsCallPrice'),
          friendsCallPrice,
          setFriendsCallPrice,
          bounds.friendsCallPriceMin,
          bounds.friendsCallPriceMax,
          friends !== null,
        )}
        <div className="field">
          <label htmlFor={ids.topic} className="field-label">
            {t('settings.topic')}
          </label>
          <div className="field-control">
            <select
              id={ids.topic}
              value={topic}
              onChange={(event) => setTopic(Number(event.target.value))}
              aria-describedby={`${ids.topic}-hint`}
            >
              {TOPICS.map((category) => (
                <option key={category.id} value={category.id}>
                  {tGroups(category.key as GroupKey)}
                </option>
              ))}
            </select>
          </div>
          <p id={`${ids.topic}-hint`} className="field-hint">
            {t('settings.topicHint')}
          </p>
        </div>
        <div className="field host-check">
          <input
            id={ids.only}
            type="checkbox"
            checked={friendsOnly}
            onChange={(event) => setFriendsOnly(event.target.checked)}
            aria-describedby={`${ids.only}-hint`}
          />
          <label htmlFor={ids.only}>{t('settings.friendsOnly')}</label>
          <p id={`${ids.only}-hint`} className="field-hint">
            {t('settings.friendsOnlyHint')}
          </p>
        </div>
        <p role="status" className="form-notice">
          {update.isSuccess && !update.isPending ? t('settings.saved') : null}
        </p>
        <p role="alert" className="form-error">
          {update.isError ? errorText(update.error) : null}
        </p>
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.save')}
        </button>
      </form>
    </section>
  );
}
