import { countryById, LANGUAGE_IDS } from '@mingle/protocol';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../matching/table-names';
import { PeopleDeck } from './person-card';
import { useLanguageNames } from './person-parts';
import { useCountryIds, useSearchFlow, type SearchFlowFilters } from './queries';

const ANYONE: SearchFlowFilters = { gender: 0, countryId: 0, language: 0 };

const GENDERS = [
  { value: 0, key: 'browse.anyone' },
  { value: 2, key: 'browse.women' },
  { value: 1, key: 'browse.men' },
] as const;

/**
 * The search flow (spec §9, issue 14): filters first (gender, a country that has hosts, a spoken language;
 * online now always), then one matching host online now at a time on the search flow's countdown, with the
 * card flow's card: pass, like at its price, or call with a real invitation from 'search'.
 */
export function SearchFlow() {
  const [filters, setFilters] = useState<SearchFlowFilters | null>(null);
  if (!filters) return <SearchFlowFilterForm initial={ANYONE} onStart={setFilters} />;
  return <SearchFlowDeck filters={filters} onChangeFilters={() => setFilters(null)} />;
}

function SearchFlowFilterForm({
  initial,
  onStart,
}: {
  initial: SearchFlowFilters;
  onStart(filters: SearchFlowFilters): void;
}) {
  const { t, i18n } = useTranslation('discover');
  const genderName = useId();
  const countryField = useId();
  const languageField = useId();
  const [draft, setDraft] = useState(initial);
  const countries = useCountryIds();
  const countryName = useCountryName();
  const languageNames = useLanguageNames();
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  const countryOptions = (countries.data ?? [])
    .flatMap((id) => {
      const country = countryById(id);
      return country ? [{ id, name: countryName(country) }] : [];
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  const languageOptions = Object.values(LANGUAGE_IDS)
    .map((id) => ({ id, name: languageNames([id])[0] ?? String(id) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart(draft);
  };
  return (
    <form className="discover-flow-filters" aria-label={t('browse.filters')} onSubmit={submit}>
      <fieldset className="discover-flow-filter">
        <legend>{t('browse.gender')}</legend>
        {GENDERS.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={genderName}
              checked={draft.gender === option.value}
              onChange={() => setDraft({ ...draft, gender: option.value })}
            />
            {t(option.key)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={countryField} className="field-label">
          {t('browse.country')}
        </label>
        <select
          id={countryField}
          value={draft.countryId}
          onChange={(event) => setDraft({ ...draft, countryId: Number(event.target.value) })}
        >
          <option value={0}>{t('browse.anyCountry')}</option>
          {countryOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={languageField} className="field-label">
          {t('browse.language')}
        </label>
        <select
          id={languageField}
          value={draft.language}
          onChange={(event) => setDraft({ ...draft, language: Number(event.target.value) })}
        >
          <option value={0}>{t('browse.anyLanguage')}</option>
          {languageOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <p className="field-hint">{t('browse.onlineOnly')}</p>
      <button type="submit" className="button button-primary">
        {t('browse.start')}
      </button>
    </form>
  );
}

function SearchFlowDeck({
  filters,
  onChangeFilters,
}: {
  filters: SearchFlowFilters;
  onChangeFilters(): void;
}) {
  const { t } = useTranslation('discover');
  const countryName = useCountryName();
  const languageNames = useLanguageNames();
  const country = countryById(filters.countryId);
  const summary = [
    t(GENDERS.find((g) => g.value === filters.gender)?.key ?? 'browse.anyone'),
    country ? countryName(country) : t('browse.anyCountry'),
    filters.language === 0 ? t('browse.anyLanguage') : (languageNames([filters.language])[0] ?? ''),
  ].join(' · ');
  const changeFilters = (
    <button type="button" className="button button-secondary" onClick={onChangeFilters}>
      <SlidersHorizontal />
      {t('browse.change')}
    </button>
  );
  return (
    <>
      <p className="discover-flow-summary">
        <span>{t('browse.showing', { filters: summary })}</span> {changeFilters}
      </p>
      <PeopleDeck
        deck={useSearchFlow(filters)}
        flowKey="searchFlow"
        source="search"
        emptyText={t('browse.empty')}
        emptyActions={(restart) => (
          <span className="discover-actions">
            <button type="button" className="button button-secondary" onClick={restart}>
              {t('card.restart')}
            </button>
            {changeFilters}
          </span>
        )}
      />
    </>
  );
}
