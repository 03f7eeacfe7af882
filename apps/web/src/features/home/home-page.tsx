import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MatchPanel, VisitorStart } from '../matching/home-matching';
import { useSignedInUserId } from '../matching/queries';
import { CameraPreview } from './camera-preview';
import './home.css';

// The rewards on the match screen are a chunk of their own: a visitor's first page never loads them, and the
// match screen does not wait for them.
const HomeRewards = lazy(() => import('../rewards/activity-boxes').then((m) => ({ default: m.HomeRewards })));

/** The live-camera home (spec §2.1): the pitch for visitors; for a signed-in person, the match screen. */
export function HomePage() {
  return useSignedInUserId() === null ? <VisitorHome /> : <MatchScreen />;
}

function VisitorHome() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="page home" aria-labelledby={titleId}>
      <h1 id={titleId} className="home-title">
        {t('home.heading')}
      </h1>
      <p className="home-pitch">{t('home.pitch')}</p>
      <CameraPreview />
      <VisitorStart />
    </section>
  );
}

/**
 * The one thing people come for, on the first screen: their camera fills it, and the filters, the price and a
 * large Start sit over its lower edge, above the fold from 360 x 640 up.
 */
function MatchScreen() {
  const { t } = useTranslation('matching');
  const titleId = useId();
  return (
    <section className="match-screen" aria-labelledby={titleId}>
      <h1 id={titleId} className="visually-hidden">
        {t('home.label')}
      </h1>
      <CameraPreview />
      <Suspense fallback={null}>
        <HomeRewards />
      </Suspense>
      <MatchPanel />
    </section>
  );
}
