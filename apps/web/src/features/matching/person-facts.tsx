import { useTranslation } from 'react-i18next';
import { useCountryIdName } from './table-names';

/** 'Age 27 · Germany': what the pop-up and the visitor list say about a person, leaving out what is unknown. */
export function PersonFacts({ age, countryId }: { age: number | null; countryId: number | null }) {
  const { t } = useTranslation('matching');
  const countryIdName = useCountryIdName();
  const facts = [age === null ? null : t('person.age', { age }), countryIdName(countryId)].filter(
    (fact): fact is string => fact !== null,
  );
  if (facts.length === 0) return null;
  return <p className="match-person-facts">{facts.join(' · ')}</p>;
}
