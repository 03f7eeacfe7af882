import { AccountCode, Gender, latestAdultBirthday, NICKNAME_MAX } from '@mingle/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup, TextField } from '../../components/form-fields';
import { useCodeText } from '../../components/use-catalogue-text';
import type { FormMessage } from '../accounts/account-errors';

interface FieldProps<V> {
  value: V;
  onChange(value: NonNullable<V>): void;
  error?: FormMessage | undefined;
  disabled?: boolean;
}

export function NicknameField({ value, onChange, error }: FieldProps<string>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('fields.nickname')}
      autoComplete="nickname"
      maxLength={NICKNAME_MAX * 2}
      hint={t('fields.nicknameHint', { max: NICKNAME_MAX })}
      value={value}
      onValueChange={onChange}
      error={error}
    />
  );
}

/** Spec §5: set once; afterwards it is shown but cannot be changed. */
export function GenderField({ value, onChange, error, disabled }: FieldProps<Gender | null>) {
  const { t } = useTranslation();
  return (
    <RadioGroup<Gender>
      legend={t('fields.gender')}
      name="gender"
      value={value}
      onValueChange={onChange}
      disabled={disabled}
      hint={t('fields.genderOnce')}
      error={error}
      options={[
        { value: Gender.MALE, label: t('fields.male') },
        { value: Gender.FEMALE, label: t('fields.female') },
      ]}
    />
  );
}

/**
 * A date input that offers no date under 18; the rule is checked again on submit and on the server. `locked`
 * once the one allowed change is used (spec §5).
 */
export function BirthdayField({
  value,
  onChange,
  error,
  locked = false,
}: FieldProps<string> & { locked?: boolean }) {
  const { t } = useTranslation();
  const codeText = useCodeText();
  const [max] = useState(() => latestAdultBirthday(new Date()));
  return (
    <TextField
      label={t('fields.birthday')}
      type="date"
      autoComplete="bday"
      min="1900-01-01"
      max={max}
      hint={locked ? codeText(AccountCode.BIRTHDAY_CHANGE_USED) : t('fields.birthdayHint')}
      readOnly={locked}
      value={value}
      onValueChange={onChange}
      error={error}
    />
  );
}
