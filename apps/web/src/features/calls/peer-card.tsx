import { countryById, type RemoteUserInfo } from '@mingle/protocol';
import { useTranslation } from 'react-i18next';
import type { englishResources } from '../../i18n/resources';
import { Avatar } from '../../components/avatar';

type CountryKey = keyof typeof englishResources.country;

/** Who is calling or being called: picture, name, age and country. */
export function PeerCard({ peer, size = 96 }: { peer: RemoteUserInfo; size?: number }) {
  const { t } = useTranslation('calls');
  const { t: tCountry } = useTranslation('country');
  const country = countryById(peer.countryId);
  return (
    <div className="call-peer">
      <Avatar src={peer.headImg} name={peer.userName} size={size} />
      <p className="call-peer-name">
        <bdi>{peer.userName}</bdi>
      </p>
      <p className="call-peer-facts">
        {peer.age !== null && <span>{t('peer.age', { age: peer.age })}</span>}
        {country && <span>{tCountry(country.code as CountryKey, { defaultValue: country.name })}</span>}
      </p>
    </div>
  );
}
