import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar';
import { PersonFacts } from './person-facts';
import { useGuestList } from './queries';

/** The public visitor list of home: real people on Mingle, shown to visitors before they sign in. */
export function GuestList() {
  const { t } = useTranslation('matching');
  const headingId = useId();
  const guests = useGuestList(true);
  return (
    <section className="match-guests" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('guests.title')}</h2>
      {guests.isError && (
        <p role="alert" className="match-note">
          {t('guests.loadFailed')}
        </p>
      )}
      {guests.data?.length === 0 && <p className="match-note">{t('guests.empty')}</p>}
      {guests.data && guests.data.length > 0 && (
        <ul className="match-guest-list">
          {guests.data.map((guest) => (
            <li key={guest.id} className="match-guest">
              <Avatar src={guest.headImg} name={guest.userName} size={56} />
              <div>
                <p className="match-person-name" translate="no">
                  {guest.userName}
                </p>
                <PersonFacts age={guest.age} countryId={guest.countryId} />
                <p className="match-presence" data-online={guest.online}>
                  {guest.online ? t('guests.online') : t('guests.offline')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
