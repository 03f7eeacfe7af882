import {
  AccountCode,
  countryById,
  Gender,
  interestById,
  LANGUAGE_IDS,
  type LanguageCode,
  type UserInfo,
  type ZodiacSign,
} from '@mingle/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import type { englishResources } from '../../i18n/resources';
import { ApiError } from '../../lib/api-client';
import { VisitorsButton } from '../discover/visitors-dialog';
import { ProfileSocialActions } from '../friends/profile-social-actions';
import { GiftButton } from '../gifts/gift-button';
import { useSessionStore } from '../session/store';
import { MediaStatusBadge } from './media-manager';
import { useMe, useUserProfile } from './queries';

type InterestKey = keyof typeof englishResources.interest;
type CountryKey = keyof typeof englishResources.country;

const languageCodeById = new Map<number, LanguageCode>(
  Object.entries(LANGUAGE_IDS).map(([code, id]) => [id, code as LanguageCode]),
);

/** Parses the :friendId route parameter; anything but a positive integer is no profile. */
export function parseProfileId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** profile/:friendId: another user's profile, or the own one (every media state, with an edit link). */
export function ProfilePage() {
  const { friendId } = useParams();
  const id = parseProfileId(friendId);
  const ownId = useSessionStore((s) => s.userId);
  if (id === null) return <ProfileMessage kind="notFound" />;
  return id === ownId ? <OwnProfile /> : <OtherProfile userId={id} />;
}

function OwnProfile() {
  const me = useMe({ pollWhileReviewing: true });
  if (me.isPending) return <ProfileMessage kind="loading" />;
  if (me.isError) return <ProfileMessage kind="loadFailed" />;
  return <ProfileView user={me.data} own />;
}

function OtherProfile({ userId }: { userId: number }) {
  const profile = useUserProfile(userId);
  if (profile.isPending) return <ProfileMessage kind="loading" />;
  if (profile.isError) {
    const gone = profile.error instanceof ApiError && profile.error.code === AccountCode.ACCOUNT_NOT_FOUND;
    return <ProfileMessage kind={gone ? 'notFound' : 'loadFailed'} />;
  }
  return <ProfileView user={profile.data} own={false} />;
}

function ProfileMessage({ kind }: { kind: 'loading' | 'loadFailed' | 'notFound' }) {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  const text = {
    loading: t('profile.loading'),
    loadFailed: t('profile.loadFailed'),
    notFound: t('profile.notFound'),
  };
  return (
    <section className="page profile-page" aria-busy={kind === 'loading'}>
      <h1>{t('routes.Profile')}</h1>
      <p role={kind === 'loading' ? 'status' : 'alert'}>{text[kind]}</p>
      {kind !== 'loading' && <Link to={withPrefix(prefix, '/')}>{t('linkPages.home')}</Link>}
    </section>
  );
}

/** The profile as others see it; the owner also sees the review state of each photo and video. */
export function ProfileView({ user, own }: { user: UserInfo; own: boolean }) {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  const headingId = useId();
  const videos = [...user.videos].sort((a, b) => a.position - b.position);

  return (
    <article className="page profile-page" aria-labelledby={headingId}>
      <header className="profile-header">
        <h1 id={headingId}>
          <bdi>{user.userName}</bdi>
        </h1>
        <ProfileFacts user={user} />
        {!own && <ProfileSocialActions userId={user.id} userName={user.userName} />}
        {!own && <GiftButton toUserId={user.id} userName={user.userName} context="profile" />}
        {own && (
          <>
            <p className="field-hint">{t('profile.ownNote')}</p>
            <Link className="button button-primary" to={withPrefix(prefix, '/profile/edit')}>
              {t('profile.edit')}
            </Link>
            <OwnVisitorsButton />
          </>
        )}
      </header>

      <section className="profile-section" aria-labelledby={`${headingId}-about`}>
        <h2 id={`${headingId}-about`}>{t('profile.about')}</h2>
        <ProfileAbout user={user} />
      </section>

      <section className="profile-section" aria-labelledby={`${headingId}-photos`}>
        <h2 id={`${headingId}-photos`}>{t('profile.photos')}</h2>
        <ProfilePhotos user={user} own={own} />
      </section>

      {(videos.length > 0 || own) && (
        <section className="profile-section" aria-labelledby={`${headingId}-videos`}>
          <h2 id={`${headingId}-videos`}>{t('profile.videos')}</h2>
          {videos.length === 0 ? (
            <p>{t('profile.noVideos')}</p>
          ) : (
            <ul className="media-list">
              {videos.map((video, i) => (
                <li key={video.id} className="media-item">
                  <video
                    src={video.url}
                    controls
                    preload="metadata"
                    className="media-thumb"
                    aria-label={t('profile.videoLabel', { index: i + 1, name: user.userName })}
                  />
                  {own && <MediaStatusBadge status={video.status} />}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </article>
  );
}

/** Who liked and who viewed the owner's profile (Discover's dialog). */
function OwnVisitorsButton() {
  const { t } = useTranslation('discover');
  return <VisitorsButton className="button button-secondary">{t('nav.likes')}</VisitorsButton>;
}

/** Age and gender, as far as the user shared them. (The call layer's profile sheet shows these parts too.) */
export function ProfileFacts({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const facts = [
    user.age !== null ? t('profile.ageYears', { age: user.age }) : null,
    user.gender === Gender.MALE
      ? t('fields.male')
      : user.gender === Gender.FEMALE
        ? t('fields.female')
        : null,
  ].filter((fact): fact is string => fact !== null);
  return facts.length > 0 ? <p className="profile-facts">{facts.join(' · ')}</p> : null;
}

/** The bio, then country, zodiac sign, interests and languages. */
export function ProfileAbout({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { t: tInterest } = useTranslation('interest');
  const { t: tLanguage } = useTranslation('language');
  const { t: tCountry } = useTranslation('country');
  const { t: tZodiac } = useTranslation('constellation');
  const country = countryById(user.countryId);
  return (
    <>
      <p className="profile-bio">{user.bio || t('profile.noBio')}</p>
      <dl className="profile-details">
        {country && (
          <>
            <dt>{t('profile.country')}</dt>
            <dd>{tCountry(country.code as CountryKey, { defaultValue: country.name })}</dd>
          </>
        )}
        {user.zodiac && (
          <>
            <dt>{t('profile.zodiac')}</dt>
            <dd>{tZodiac(user.zodiac as ZodiacSign)}</dd>
          </>
        )}
        <TagDetail
          term={t('fields.interests')}
          tags={user.interests.map((id) => {
            const interest = interestById(id);
            return { id, text: interest ? tInterest(interest.key as InterestKey) : null };
          })}
        />
        <TagDetail
          term={t('fields.languages')}
          tags={user.languages.map((id) => {
            const code = languageCodeById.get(id);
            return { id, text: code ? tLanguage(code) : null };
          })}
        />
      </dl>
    </>
  );
}

/** A term of the details with its tags (interests, languages); tags the app does not know are left out. */
function TagDetail({ term, tags }: { term: string; tags: { id: number; text: string | null }[] }) {
  const known = tags.filter((tag): tag is { id: number; text: string } => tag.text !== null);
  if (known.length === 0) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>
        <ul className="tag-list">
          {known.map((tag) => (
            <li key={tag.id}>{tag.text}</li>
          ))}
        </ul>
      </dd>
    </>
  );
}

/** The photos in the owner's order; the owner also sees each one's review state. */
export function ProfilePhotos({ user, own }: { user: UserInfo; own: boolean }) {
  const { t } = useTranslation();
  const photos = [...user.photos].sort((a, b) => a.position - b.position);
  if (photos.length === 0) return <p>{t('profile.noPhotos')}</p>;
  return (
    <ul className="media-grid">
      {photos.map((photo, i) => (
        <li key={photo.id} className="media-item">
          <img
            src={photo.url}
            alt={t('profile.photoAlt', { index: i + 1, name: user.userName })}
            loading="lazy"
            className="media-thumb"
          />
          {own && <MediaStatusBadge status={photo.status} />}
        </li>
      ))}
    </ul>
  );
}
