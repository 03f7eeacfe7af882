import type { FriendInfo, ServerEventPayload } from '@mingle/protocol';
import { OnlineStatus } from '@mingle/protocol';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { useToastStore } from '../../components/toast-store';
import type { FeatureEventName } from '../../lib/realtime-client';
import { friendKeys } from '../friends/queries';
import { peerOf } from './chat-cache';
import { chatKeys, refreshChatSummary, storeMessage, useOwnUserId } from './queries';

/** The realtime events of the social area the web listens to. */
export type SocialEventName = Extract<
  FeatureEventName,
  | 'chat:message'
  | 'chat:read'
  | 'friend:request'
  | 'friend:accepted'
  | 'friend:declined'
  | 'friend:removed'
  | 'presence:friend'
>;

export const SOCIAL_EVENTS: readonly SocialEventName[] = [
  'chat:message',
  'chat:read',
  'friend:request',
  'friend:accepted',
  'friend:declined',
  'friend:removed',
  'presence:friend',
];

type Notify = (text: string) => void;

/** How one social event changes the cached server state; the screens re-render from the caches. */
export function applySocialEvent<E extends SocialEventName>(
  queryClient: QueryClient,
  userId: number,
  event: E,
  payload: ServerEventPayload<E>,
  texts: { friendRequest(name: string): string; friendOnline(name: string): string },
  notify: Notify,
): void {
  switch (event) {
    case 'chat:message': {
      const message = payload as ServerEventPayload<'chat:message'>;
      storeMessage(queryClient, userId, peerOf(message, userId), message);
      refreshChatSummary(queryClient, userId);
      return;
    }
    case 'chat:read':
      refreshChatSummary(queryClient, userId);
      return;
    case 'friend:request': {
      const request = payload as ServerEventPayload<'friend:request'>;
      notify(texts.friendRequest(request.user.userName));
      void queryClient.invalidateQueries({ queryKey: friendKeys.all(userId) });
      return;
    }
    case 'friend:accepted':
    case 'friend:declined':
    case 'friend:removed':
      // A friendship changes the relation of the conversation too (say hi <-> friends).
      void queryClient.invalidateQueries({ queryKey: friendKeys.all(userId) });
      refreshChatSummary(queryClient, userId);
      return;
    case 'presence:friend': {
      const { userId: friendId, status } = payload as ServerEventPayload<'presence:friend'>;
      let name: string | undefined;
      queryClient.setQueryData<FriendInfo[]>(friendKeys.list(userId), (list) =>
        list?.map((f) => {
          if (f.id !== friendId) return f;
          name = f.alias?.trim() || f.userName;
          return { ...f, onlineStatus: status };
        }),
      );
      if (name && status === OnlineStatus.ONLINE) notify(texts.friendOnline(name));
      return;
    }
  }
}

/** Keeps the social caches live through the shared realtime client while signed in. */
export function useSocialLive(): void {
  const queryClient = useQueryClient();
  const userId = useOwnUserId();
  const { realtime } = useServices();
  const { t } = useTranslation('webChat');
  useEffect(() => {
    if (userId === null) return;
    const texts = {
      friendRequest: (name: string) => t('live.friendRequest', { name }),
      friendOnline: (name: string) => t('live.friendOnline', { name }),
    };
    const notify: Notify = (text) => useToastStore.getState().show({ text });
    const stops = SOCIAL_EVENTS.map((event) =>
      realtime.subscribe(event, (payload) =>
        applySocialEvent(queryClient, userId, event, payload, texts, notify),
      ),
    );
    // Whatever happened while the socket was down (messages, requests) is read again.
    stops.push(
      realtime.onReady(() => {
        void queryClient.invalidateQueries({ queryKey: chatKeys.all(userId) });
        void queryClient.invalidateQueries({ queryKey: friendKeys.all(userId) });
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [userId, realtime, queryClient, t]);
}
