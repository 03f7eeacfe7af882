import { BIO_MAX, MAX_INTERESTS, MAX_LANGUAGES, NAME_PART_MAX, type UserInfo } from '@mingle/protocol';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { CheckboxGroup, FormError, FormNotice, TextAreaField, TextField } from '../../components/form-fields';
import { withPrefix } from '../../i18n/language-prefix';
import type { englishResources } from '../../i18n/resources';
import { placeAccountError } from '../accounts/account-errors';
import { SubmitButton, type FieldErrors } from '../accounts/form-kit';
import {
  checkBio,
  checkBirthday,
  checkNamePart,
  checkNickname,
  runChecks,
  toggleLimited,
} from '../accounts/validation';
import { MediaManager } from './media-manager';
import { BirthdayField, GenderField, NicknameField } from './profile-fields';
import { draftOf, profileChanges, type ProfileDraft } from './profile-draft';
import { useInterestOptions, useLanguageOptions, useMe, useUpdateProfile } from './queries';
import { SkeletonList } from '../../components/skeleton';

type InterestKey = keyof typeof englishResources.interest;
type LanguageKey = keyof typeof englishResources.language;

/** profile/edit: the own details, then photos and videos. */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  const headingId = useId();
  const me = useMe({ pollWhileReviewing: true });
  return (
    <article className="page profile-edit" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('routes.ProfileEdit')}</h1>
      {me.isPending && <SkeletonList label={t('profile.loading')} rows={2} />}
      {me.isError && <p role="alert">{t('profile.loadFailed')}</p>}
      {me.data && (
        <>
          <p>
            <Link to={withPrefix(prefix, `/profile/${me.data.id}`)}>{t('profileEdit.view')}</Link>
          </p>
          {/* Keyed by user: the form starts from that user's saved details. */}
          <DetailsForm key={me.data.id} user={me.data} />
          <MediaSection title={t('profile.photos')}>
            <MediaManager kind="photo" items={me.data.photos} />
          </MediaSection>
          <MediaSection title={t('profile.videos')}>
            <MediaManager kind="video" items={me.data.videos} />
          </MediaSection>
        </>
      )}
    </article>
  );
}

function MediaSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function DetailsForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { t: tInterest } = useTranslation('interest');
  const { t: tLanguage } = useTranslation('language');
  const interests = useInterestOptions();
  const languages = useLanguageOptions();
  const update = useUpdateProfile();
  // The saved state the changes are measured against; it moves on with each save.
  const [saved, setSaved] = useState<ProfileDraft>(() => draftOf(user));
  const [draft, setDraft] = useState<ProfileDraft>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<'saved' | 'nothing' | null>(null);
  const headingId = useId();
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => {
    setNotice(null);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const genderLocked = user.gender !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found = runChecks({
      nickname: draft.nickname.trim() || saved.nickname ? checkNickname(draft.nickname) : null,
      birthday:
        draft.birthday && draft.birthday !== saved.birthday
          ? checkBirthday(draft.birthday, new Date())
          : null,
      bio: checkBio(draft.bio),
      firstName: checkNamePart(draft.firstName),
      lastName: checkNamePart(draft.lastName),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = profileChanges(saved, draft);
    if (Object.keys(changes).length === 0) {
      setNotice('nothing');
      return;
    }
    update.mutate(changes, {
      onSuccess: (fresh) => {
        const next = draftOf(fresh);
        setSaved(next);
        setDraft(next);
        setNotice('saved');
      },
      onError: (error) =>
        setErrors(
          placeAccountError(error, [
            'nickname',
            'gender',
            'birthday',
            'bio',
            'interests',
            'languages',
            'firstName',
            'lastName',
          ]),
        ),
    });
  };

  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profileEdit.details')}</h2>
      <form noValidate className="account-form profile-form" onSubmit={submit}>
        <NicknameField value={draft.nickname} onChange={(v) => set('nickname', v)} error={errors.nickname} />
        <GenderField
          value={draft.gender}
          onChange={(v) => set('gender', v)}
          disabled={genderLocked}
          error={errors.gender}
        />
        <BirthdayField
          value={draft.birthday}
          onChange={(v) => set('birthday', v)}
          error={errors.birthday}
          locked={!user.canChangeBirthday}
        />
        <TextAreaField
          label={t('fields.bio')}
          rows={4}
          max={BIO_MAX}
          value={draft.bio}
          onValueChange={(v) => set('bio', v)}
          error={errors.bio}
        />
        <CheckboxGroup
          legend={t('fields.interests')}
          hint={t('fields.interestsHint', { max: MAX_INTERESTS })}
          max={MAX_INTERESTS}
          selected={draft.interests}
          onToggle={(id) => set('interests', toggleLimited(draft.interests, id, MAX_INTERESTS))}
          options={(interests.data ?? []).map((i) => ({
            value: i.id,
            label: tInterest(i.key as InterestKey),
          }))}
          error={errors.interests}
        />
        <CheckboxGroup
          legend={t('fields.languages')}
          hint={t('fields.languagesHint', { max: MAX_LANGUAGES })}
          max={MAX_LANGUAGES}
          selected={draft.languages}
          onToggle={(id) => set('languages', toggleLimited(draft.languages, id, MAX_LANGUAGES))}
          options={(languages.data ?? []).map((l) => ({
            value: l.id,
            label: tLanguage(l.code as LanguageKey, { defaultValue: l.name }),
          }))}
          error={errors.languages}
        />
        <div className="form-row form-row-split">
          <TextField
            label={
              <>
                {t('fields.firstName')} <span className="field-optional">({t('fields.optional')})</span>
              </>
            }
            autoComplete="given-name"
            maxLength={NAME_PART_MAX * 2}
            value={draft.firstName}
            onValueChange={(v) => set('firstName', v)}
            error={errors.firstName}
          />
          <TextField
            label={
              <>
                {t('fields.lastName')} <span className="field-optional">({t('fields.optional')})</span>
              </>
            }
            autoComplete="family-name"
            maxLength={NAME_PART_MAX * 2}
            value={draft.lastName}
            onValueChange={(v) => set('lastName', v)}
            error={errors.lastName}
          />
        </div>
        <FormError error={errors.form} />
        {notice === 'saved' && <FormNotice>{t('profileEdit.saved')}</FormNotice>}
        {notice === 'nothing' && <FormNotice>{t('profileEdit.nothingChanged')}</FormNotice>}
        <SubmitButton pending={update.isPending}>{t('profileEdit.save')}</SubmitButton>
      </form>
    </section>
  );
}
