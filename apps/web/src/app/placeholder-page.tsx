import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';
import type { AppKey } from './route-handle';

/** A route screen that only shows its title and the "not open yet" line, until its issue builds the real one. */
export function createPlaceholderPage(titleKey: AppKey): ComponentType {
  function PlaceholderPage() {
    const { t } = useTranslation();
    return <PageFrame title={t(titleKey)} note={t('pageFrame.notOpenYet')} />;
  }
  PlaceholderPage.displayName = `PlaceholderPage(${titleKey})`;
  return PlaceholderPage;
}
