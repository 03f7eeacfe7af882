import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraPreview } from './camera-preview';

export function HomePage() {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <section className="page home" aria-labelledby={`${noteId}-title`}>
      <h1 id={`${noteId}-title`} className="home-title">
        {t('home.heading')}
      </h1>
      <p className="home-pitch">{t('home.pitch')}</p>
      <CameraPreview />
      <div className="home-start">
        {/* Disabled rather than hidden: the visitor sees what Mingle will do and that it is not open yet. */}
        <button
          type="button"
          className="button button-primary button-large"
          disabled
          aria-describedby={noteId}
        >
          {t('home.start')}
        </button>
        <p id={noteId} className="home-start-note">
          {t('home.startNote')}
        </p>
      </div>
    </section>
  );
}
