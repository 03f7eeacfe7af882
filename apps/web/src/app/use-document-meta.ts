import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from './route-handle';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * The title and description of a route: one rule, used by the app and by the build's prerendered marketing pages
 * (build-tools/prerender.ts), so the two never disagree.
 */
export function documentMeta(
  t: TFunction<'app'>,
  handle: Pick<RouteHandle, 'name' | 'titleKey' | 'descriptionKey'> | undefined,
): { title: string; description: string } {
  const title =
    !handle || handle.name === 'LivCam'
      ? t('meta.defaultTitle')
      : t('meta.titleTemplate', { title: t(handle.titleKey) });
  const description = handle?.descriptionKey ? t(handle.descriptionKey) : t('meta.description');
  return { title, description };
}

/** Title and description per route and language (spec §2.2); i18next falls back to English. */
export function useDocumentMeta(): void {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((m) => m.handle)
    .filter(isRouteHandle)
    .at(-1);
  const { title, description } = documentMeta(t, handle);

  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
  }, [title, description]);
}
