import { pushApi, RewardCode, type PushController } from '@mingle/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { useToastStore } from '../../components/toast-store';
import { ApiError } from '../../lib/api-client';
import { disablePush, enablePush } from './push-client';
import { reachKeys, useReachUserId } from './queries';

export type EnableResult = 'enabled' | 'denied' | 'unsupported';

/**
 * Turning push on from a tap: permission, subscription, then the one-off grant when the account can still have it
 * (initNotificationGiveCoin: the server checks once per account and device).
 */
export function useEnablePush() {
  const { api } = useServices();
  const { t } = useTranslation('reach');
  const userId = useReachUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<EnableResult> => {
      const outcome = await enablePush(api);
      if (outcome.kind !== 'enabled') return outcome.kind;
      let controller: PushController = outcome.controller;
      if (controller.hasCoin) {
        try {
          const grant = await api.call(pushApi.initNotificationGiveCoin, {});
          useToastStore.getState().show({ text: t('push.granted', { coins: grant.coins }) });
          controller = { ...controller, hasCoin: false, initialised: true };
        } catch (err) {
          // Claimed on this device by another account: push is on all the same.
          if (!(err instanceof ApiError && err.code === RewardCode.DEVICE_CLAIMED)) throw err;
        }
      }
      queryClient.setQueryData(reachKeys.controller(userId), controller);
      return 'enabled';
    },
  });
}

export function useDisablePush() {
  const { api } = useServices();
  const userId = useReachUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disablePush(api),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reachKeys.controller(userId) }),
  });
}
