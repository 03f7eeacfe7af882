import type { Gender } from '@mingle/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-fields';
import { useGoHome } from '../../app/use-go-home';
import { PopupDialog } from '../../components/popup-dialog';
import { placeAccountError } from '../accounts/account-errors';
import { SubmitButton, type FieldErrors } from '../accounts/form-kit';
import { checkBirthday, checkNickname, runChecks } from '../accounts/validation';
import { useCountryByIp } from '../country/queries';
import { useSignOut } from '../session/session-actions';
import { BirthdayField, GenderField, NicknameField } from './profile-fields';
import { useComplementInfo, useMe } from './queries';

/**
 * Supplementary registration after sign-up (spec §7 complementInfo): nickname, gender and birthday, 18+. It must
 * be answered; the way out is logging out.
 */
export function ComplementInfoDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const me = useMe();
  const country = useCountryByIp();
  const complement = useComplementInfo();
  const goHome = useGoHome();
  const signOut = useSignOut({ onSignedOut: () => goHome({ replace: true }) });
  const [nickname, setNickname] = useState('');
  const [gender, setGender] = useState<Gender | null>(null);
  const [birthday, setBirthday] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // Completed meanwhile (another tab, the profile page): nothing to ask.
  const complete = me.data?.profileComplete === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = runChecks({
      nickname: checkNickname(nickname),
      gender: gender === null ? { key: 'validation.genderRequired' } : null,
      birthday: checkBirthday(birthday, new Date()),
    });
    setErrors(found);
    if (Object.keys(found).length > 0 || gender === null) return;
    complement.mutate(
      {
        nickname: nickname.trim(),
        gender,
        birthday,
        ...(country.data ? { countryId: country.data.id } : {}),
      },
      {
        onSuccess: onClose,
        onError: (error) => setErrors(placeAccountError(error, ['nickname', 'gender', 'birthday'])),
      },
    );
  };

  return (
    <PopupDialog
      title={t('complement.title')}
      description={t('complement.intro')}
      onClose={onClose}
      dismissible={false}
      className="complement-dialog"
    >
      {complete ? (
        <div className="popup-actions">
          <button type="button" className="button button-primary" onClick={onClose}>
            {t('login.verify.continue')}
          </button>
        </div>
      ) : (
        <form noValidate className="account-form" onSubmit={submit}>
          <NicknameField value={nickname} onChange={setNickname} error={errors.nickname} />
          <GenderField value={gender} onChange={setGender} error={errors.gender} />
          <BirthdayField value={birthday} onChange={setBirthday} error={errors.birthday} />
          <FormError error={errors.form} />
          <div className="popup-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              {t('complement.logout')}
            </button>
            <SubmitButton pending={complement.isPending}>{t('complement.save')}</SubmitButton>
          </div>
        </form>
      )}
    </PopupDialog>
  );
}
