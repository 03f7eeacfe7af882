import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeMatching } from '../matching/home-matching';
import { CameraPreview } from './camera-preview';

export function HomePage() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="page home" aria-labelledby={titleId}>
      <h1 id={titleId} className="home-title">
        {t('home.heading')}
      </h1>
      <p className="home-pitch">{t('home.pitch')}</p>
      <CameraPreview />
      <HomeMatching />
    </section>
  );
}
