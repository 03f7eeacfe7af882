import { languageCodeOf, OnlineStatus, type DiscoverUser } from '@mingle/protocol';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar';
import type { englishResources } from '../../i18n/resources';
import { useCountryIdName } from '../matching/table-names';

type LanguageKey = keyof typeof englishResources.language;

export type Presence = 'online' | 'busy' | 'offline';

/** Spec §3 online status as Discover shows it; the server already reports an invisible person as offline. */
export function presenceOf(status: number): Presence {
  if (status === OnlineStatus.ONLINE) return 'online';
  if (status === OnlineStatus.BUSY) return 'busy';
  return 'offline';
}

/** The presence dot with its word: colour alone would tell nothing to a person who cannot see it. */
export function PresenceBadge({ status }: { status: number }) {
  const { t } = useTranslation('discover');
  const presence = presenceOf(status);
  return (
    <span className="discover-presence" data-presence={presence}>
      <span className="discover-presence-dot" aria-hidden="true" />
      {t(`person.${presence}`)}
    </span>
  );
}

/** Language ids of spec §3 as names in the language shown; unknown ids are left out. */
export function useLanguageNames(): (ids: readonly number[]) => string[] {
  const { t } = useTranslation('language');
  return (ids) =>
    ids.flatMap((id) => {
      const code = languageCodeOf(id);
      return code ? [t(code as LanguageKey)] : [];
    });
}

/** 'Age 27 · Germany' and the languages: what is known, nothing made up for what is not. */
export function PersonFacts({ user }: { user: DiscoverUser }) {
  const { t } = useTranslation('discover');
  const countryName = useCountryIdName();
  const languageNames = useLanguageNames();
  const facts = [user.age === null ? null : t('person.age', { age: user.age }), countryName(user.countryId)]
    .filter((fact): fact is string => fact !== null)
    .join(' · ');
  const languages = languageNames(user.languages);
  return (
    <>
      {facts && <span className="discover-facts">{facts}</span>}
      {languages.length > 0 && (
        <span className="discover-facts">{t('person.languages', { languages: languages.join(', ') })}</span>
      )}
    </>
  );
}

/** What a minute with this person costs this viewer, before anything is spent. */
export function PriceTag({ user }: { user: DiscoverUser }) {
  const { t } = useTranslation('discover');
  if (!user.isHost) return null;
  return (
    <span className="discover-price">
      {user.pricePerMinute === 0 ? t('person.free') : t('person.price', { price: user.pricePerMinute })}
    </span>
  );
}

/**
 * The person's picture: their approved photo, else their short video (muted, as a moving picture), else their
 * initials. Decoration beside the name, hidden from assistive technology.
 */
export function PersonMedia({ user, size }: { user: DiscoverUser; size: number }) {
  if (user.headImg) return <img className="discover-media" src={user.headImg} alt="" loading="lazy" />;
  if (user.video) {
    return (
      <video
        className="discover-media"
        src={user.video}
        muted
        loop
        autoPlay
        playsInline
        preload="metadata"
        aria-hidden="true"
      />
    );
  }
  return (
    <span className="discover-media discover-media-initials">
      <Avatar src="" name={user.userName} size={size} />
    </span>
  );
}
