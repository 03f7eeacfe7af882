import type { ServerEventPayload } from '@mingle/protocol';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore } from '../../components/toast-store';
import { useDiscoverLive } from './queries';

/**
 * Likes arriving live, wherever the person is in the app (issue 14): "who liked me" gets the like at its top
 * and a short notice names who it was, or says it is a match. Mounted once in the top bar, which every
 * signed-in page has. The Discover texts are loaded when a like arrives, so no page waits for them.
 */
export function LikeNotices() {
  const { i18n } = useTranslation();
  const show = useToastStore((s) => s.show);
  const onLiked = useCallback(
    ({ from, match }: ServerEventPayload<'discover:liked'>) => {
      void i18n.loadNamespaces('discover').then(() => {
        const t = i18n.getFixedT(null, 'discover');
        show({ text: t(match ? 'live.match' : 'live.liked', { name: from.userName }) });
      });
    },
    [i18n, show],
  );
  useDiscoverLive(onLiked);
  return null;
}
