import { countryById, interestById, type Country } from '@mingle/protocol';
import { useTranslation } from 'react-i18next';
import type { englishResources } from '../../i18n/resources';

type CountryKey = keyof typeof englishResources.country;
type InterestKey = keyof typeof englishResources.interest;

type CountryT = ReturnType<typeof useTranslation<'country'>>['t'];

/** A country of the spec §3 table in the language of `t`; the table's English name if the pack lacks it. */
export function countryName(t: CountryT, country: Country): string {
  return t(country.code as CountryKey, { defaultValue: country.name });
}

export function useCountryName(): (country: Country) => string {
  const { t } = useTranslation('country');
  return (country) => countryName(t, country);
}

/** The name of a country id, or null when the id is unknown or absent. */
export function useCountryIdName(): (countryId: number | null) => string | null {
  const name = useCountryName();
  return (countryId) => {
    const country = countryById(countryId);
    return country ? name(country) : null;
  };
}

/** Interest ids of the spec §3 table as names in the language shown; unknown ids are left out. */
export function useInterestNames(): (ids: readonly number[]) => string[] {
  const { t } = useTranslation('interest');
  return (ids) =>
    ids.flatMap((id) => {
      const interest = interestById(id);
      return interest ? [t(interest.key as InterestKey, { defaultValue: interest.name })] : [];
    });
}
