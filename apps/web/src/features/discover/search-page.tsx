import type { DiscoverUser } from '@mingle/protocol';
import Search from 'lucide-react/icons/search';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { EmptyState } from '../../components/empty-state';
import { SkeletonList } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { withPrefix } from '../../i18n/language-prefix';
import { useGlobalConf } from '../matching/queries';
import { DiscoverNav } from './discover-nav';
import { InviteButton } from './invite-button';
import { LikeButton } from './like-button';
import { PersonFacts, PersonMedia, PresenceBadge, PriceTag } from './person-parts';
import { useSearch } from './queries';
import { SearchFlow } from './search-flow';
import './discover.css';

/** Longest query the server takes (searchQuerySchema). */
const QUERY_MAX = 40;

type SearchMode = 'name' | 'browse';

/**
 * Search (spec §2.1 search): find a person by id or nickname, see their price, like or invite them; or browse
 * the hosts online now who match a few filters, one at a time (the search flow of spec §9).
 */
export function SearchPage() {
  const { t } = useTranslation('discover');
  const headingId = useId();
  const [mode, setMode] = useState<SearchMode>('name');
  return (
    <section className="page discover-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('search.heading')}</h1>
      <DiscoverNav />
      <Tabs<SearchMode>
        label={t('search.modes')}
        tabs={[
          { key: 'name', label: t('search.byName') },
          { key: 'browse', label: t('search.browse') },
        ]}
        selected={mode}
        onSelect={setMode}
      >
        {mode === 'name' ? <SearchByName /> : <SearchFlow />}
      </Tabs>
    </section>
  );
}

function SearchByName() {
  const { t } = useTranslation('discover');
  const fieldId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  return (
    <>
      <form role="search" className="discover-search" onSubmit={submit}>
        <div className="field">
          <label htmlFor={fieldId} className="field-label">
            {t('search.field')}
          </label>
          <input
            id={fieldId}
            type="search"
            value={draft}
            maxLength={QUERY_MAX}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={draft.trim() === ''}>
          <Search />
          {t('search.submit')}
        </button>
      </form>
      {q && <Results q={q} />}
    </>
  );
}

function Results({ q }: { q: string }) {
  const { t } = useTranslation('discover');
  const headingId = useId();
  const search = useSearch(q);
  if (search.isPending) return <SkeletonList label={t('search.searching')} rows={2} />;
  if (search.isError) return <p role="alert">{t('search.failed')}</p>;
  if (search.data.length === 0) return <EmptyState icon={<Search />} text={t('search.none', { q })} />;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('search.results')}</h2>
      <ul className="discover-results" aria-labelledby={headingId}>
        {search.data.map((user) => (
          <Result key={user.id} user={user} />
        ))}
      </ul>
    </section>
  );
}

function Result({ user }: { user: DiscoverUser }) {
  const prefix = useLanguagePrefix();
  const conf = useGlobalConf();
  const flow = conf.data?.searchFlow;
  return (
    <li className="discover-result" aria-label={user.userName}>
      <PersonMedia user={user} size={56} />
      <span className="discover-tile-body">
        <Link to={withPrefix(prefix, `/profile/${String(user.id)}`)} className="discover-name">
          <bdi>{user.userName}</bdi>
        </Link>
        <PersonFacts user={user} />
        <span className="discover-tile-meta">
          <PresenceBadge status={user.status} />
          <PriceTag user={user} />
        </span>
      </span>
      <span className="discover-actions">
        <LikeButton user={user} />
        {user.isHost && (
          <InviteButton
            user={user}
            source="search"
            location={flow?.locations[0]}
            ringSeconds={flow?.ringSeconds}
          />
        )}
      </span>
    </li>
  );
}
