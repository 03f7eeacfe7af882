import { COUNTRIES, countryById, MatchGender } from '@mingle/protocol';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatchFilterStore } from './filter-store';
import { countryName, useCountryName } from './table-names';

export const GENDER_OPTIONS = [
  { value: MatchGender.BOTH, key: 'filters.both' },
  { value: MatchGender.MALE, key: 'filters.male' },
  { value: MatchGender.FEMALE, key: 'filters.female' },
] as const;

/** Both, male or female (spec §2.1 home), as radio buttons: one choice, all visible at once. */
export function GenderFilter() {
  const { t } = useTranslation('matching');
  const name = useId();
  const gender = useMatchFilterStore((s) => s.gender);
  const setGender = useMatchFilterStore((s) => s.setGender);
  return (
    <fieldset className="match-filter match-gender">
      <legend>{t('filters.gender')}</legend>
      {GENDER_OPTIONS.map((option) => (
        <label key={option.value} className="match-gender-option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={gender === option.value}
            onChange={() => setGender(option.value)}
          />
          {t(option.key)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The country picker: every country of the spec §3 table, named and sorted in the language shown, after 'Any
 * country'. A native select, so phones show their own picker and screen readers know it as one.
 */
export function CountryFilter() {
  const { t, i18n } = useTranslation('matching');
  const id = useId();
  const { t: tCountry } = useTranslation('country');
  const countryId = useMatchFilterStore((s) => s.countryId);
  const setCountryId = useMatchFilterStore((s) => s.setCountryId);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const options = useMemo(() => {
    const collator = new Intl.Collator(language);
    return COUNTRIES.map((c) => ({ id: c.id, name: countryName(tCountry, c) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [language, tCountry]);
  return (
    <div className="match-filter match-country">
      <label htmlFor={id}>{t('filters.country')}</label>
      <select id={id} value={countryId} onChange={(event) => setCountryId(Number(event.target.value))}>
        <option value={0}>{t('filters.anyCountry')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The chosen filters in a few words ("Female · Germany"), and the button that opens them. */
export function FilterChip({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('matching');
  const nameOf = useCountryName();
  const gender = useMatchFilterStore((s) => s.gender);
  const countryId = useMatchFilterStore((s) => s.countryId);
  const genderKey = GENDER_OPTIONS.find((option) => option.value === gender)?.key ?? 'filters.both';
  const country = countryById(countryId);
  const summary = `${t(genderKey)} · ${country ? nameOf(country) : t('filters.anyCountry')}`;
  const labelId = useId();
  const summaryId = useId();
  // Named "Filters" and described by the summary, so the two are not read as one run-together word.
  return (
    <button
      type="button"
      className="filter-chip"
      aria-haspopup="dialog"
      aria-labelledby={labelId}
      aria-describedby={summaryId}
      onClick={onOpen}
    >
      <SlidersHorizontal />
      <span id={labelId} className="filter-chip-label">
        {t('filters.open')}
      </span>
      <span id={summaryId} className="filter-chip-summary">
        {summary}
      </span>
    </button>
  );
}
