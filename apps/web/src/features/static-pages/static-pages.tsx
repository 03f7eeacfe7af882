import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CookieSettingsButton } from '../consent/cookie-settings-button';

export type StaticPageKey =
  | 'termsOfUse'
  | 'privacyPolicy'
  | 'cookiePolicy'
  | 'aboutUs'
  | 'communityGuidelines'
  | 'safetyCenter'
  | 'privacyCenter'
  | 'randomVideoChat';

interface StaticPageProps {
  page: StaticPageKey;
  /** Pages about cookies offer the settings right where they are explained. */
  withCookieSettings?: boolean;
}

function StaticPage({ page, withCookieSettings = false }: StaticPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // Paragraphs are separated by a blank line in the locale files, so translators see one text per page.
  const paragraphs = t(`pages.${page}.body`).split(/\n{2,}/);
  return (
    <article className="page static-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t(`pages.${page}.title`)}</h1>
      <p className="static-page-lead">{t(`pages.${page}.description`)}</p>
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
      {withCookieSettings && <CookieSettingsButton className="button button-secondary" />}
    </article>
  );
}

// One component per route, so the route table stays a plain list and this module stays one lazy chunk.
export function TermsOfUsePage() {
  return <StaticPage page="termsOfUse" />;
}
export function PrivacyPolicyPage() {
  return <StaticPage page="privacyPolicy" withCookieSettings />;
}
export function CookiePolicyPage() {
  return <StaticPage page="cookiePolicy" withCookieSettings />;
}
export function AboutUsPage() {
  return <StaticPage page="aboutUs" />;
}
export function CommunityGuidelinesPage() {
  return <StaticPage page="communityGuidelines" />;
}
export function SafetyCenterPage() {
  return <StaticPage page="safetyCenter" />;
}
export function PrivacyCenterPage() {
  return <StaticPage page="privacyCenter" withCookieSettings />;
}
export function RandomVideoChatPage() {
  return <StaticPage page="randomVideoChat" />;
}
