import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppKey } from '../../app/route-handle';

interface PageFrameProps {
  title: string;
  /** Says plainly what does not work yet; later issues replace the frame with the real screen. */
  note: string;
  children?: ReactNode;
}

export function PageFrame({ title, note, children }: PageFrameProps) {
  const headingId = useId();
  return (
    <section className="page page-frame" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <p className="page-frame-note">{note}</p>
      {children}
    </section>
  );
}

/** A route screen that only shows its title and the "not open yet" line. */
export function createPlaceholderPage(titleKey: AppKey): ComponentType {
  function PlaceholderPage() {
    const { t } = useTranslation();
    return <PageFrame title={t(titleKey)} note={t('pageFrame.notOpenYet')} />;
  }
  PlaceholderPage.displayName = `PlaceholderPage(${titleKey})`;
  return PlaceholderPage;
}
