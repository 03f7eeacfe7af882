import {
  PAYMENT_POLL_INTERVAL_SECONDS,
  payApi,
  registerBannerApi,
  type CreateOrderBody,
  type Order,
  type PayStatus,
} from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { isLoggedIn } from '../session/login-state';
import { useSessionStore } from '../session/store';

/** Every key is under the user, so one user's orders or VIP state never show for the next on this device. */
export const shopKeys = {
  all: ['shop'] as const,
  user: (userId: number | null) => [...shopKeys.all, userId] as const,
  packages: (userId: number | null) => [...shopKeys.user(userId), 'packages'] as const,
  methods: (userId: number | null) => [...shopKeys.user(userId), 'methods'] as const,
  order: (userId: number | null, orderNo: string) => [...shopKeys.user(userId), 'order', orderNo] as const,
  orders: (userId: number | null, page: number) => [...shopKeys.user(userId), 'orders', page] as const,
  ordersAll: (userId: number | null) => [...shopKeys.user(userId), 'orders'] as const,
  subscription: (userId: number | null) => [...shopKeys.user(userId), 'subscription'] as const,
  payStatus: (userId: number | null) => [...shopKeys.user(userId), 'payStatus'] as const,
  newUserBanner: (userId: number | null) => [...shopKeys.user(userId), 'newUserBanner'] as const,
};

/** The signed-in user's id, or null for a visitor (the shop's queries wait for a session). */
function useUserId(): number | null {
  return useSessionStore((s) => (isLoggedIn(s) ? s.userId : null));
}

export function usePackages() {
  const { api } = useServices();
  const userId = useUserId();
  return useQuery({
    queryKey: shopKeys.packages(userId),
    queryFn: ({ signal }) => api.call(payApi.packages, {}, { signal }),
    enabled: userId !== null,
  });
}

export function usePaymentMethods() {
  const { api } = useServices();
  const userId = useUserId();
  return useQuery({
    queryKey: shopKeys.methods(userId),
    queryFn: ({ signal }) => api.call(payApi.methods, {}, { signal }),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });
}

export function useCreateOrder() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (body: CreateOrderBody) => api.call(payApi.createOrder, body),
  });
}

/**
 * One order. While it is processing it is read again every few seconds: the realtime 'payment:order' event
 * usually settles it first, the poll is the fallback when the socket is down or the event was missed.
 */
export function useOrder(orderNo: string | null) {
  const { api } = useServices();
  const userId = useUserId();
  return useQuery({
    queryKey: shopKeys.order(userId, orderNo ?? ''),
    queryFn: ({ signal }) => api.call(payApi.order, { orderNo: orderNo ?? '' }, { signal }),
    enabled: userId !== null && !!orderNo,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' ? PAYMENT_POLL_INTERVAL_SECONDS * 1000 : false,
    // A tab in the background keeps checking too: the user comes back to a settled page.
    refetchIntervalInBackground: true,
  });
}

export function useOrders(page: number, pageSize = 20) {
  const { api } = useServices();
  const userId = useUserId();
  return useQuery({
    queryKey: shopKeys.orders(userId, page),
    queryFn: ({ signal }) => api.call(payApi.orders, { page, pageSize }, { signal }),
    enabled: userId !== null,
    staleTime: 0,
  });
}

export function useSubscription() {
  const { api } = useServices();
  const userId = useUserId();
  return useQuery({
    queryKey: shopKeys.subscription(userId),
    queryFn: ({ signal }) => api.call(payApi.subscription, {}, { signal }),
    enabled: userId !== null,
  });
}

export function useCancelSubscription() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: () => api.call(payApi.cancelSubscription),
    onSuccess: (answer) => {
      queryClient.setQueryData(shopKeys.subscription(userId), answer);
      void queryClient.invalidateQueries({ queryKey: shopKeys.payStatus(userId) });
    },
  });
}

/** Spec §7 checkUserPayStatus: paid before, VIP since when, first-purchase bonus, subscription renewal. */
export function usePayStatus() {
  const { api } = useServices();
  const userId = useUserId();
  return useQuery({
    queryKey: shopKeys.payStatus(userId),
    queryFn: ({ signal }) => api.call(payApi.checkUserPayStatus, {}, { signal }),
    enabled: userId !== null,
  });
}

/**
 * Spec §7 checkIfAddCoinForNew: the +120 banner while the user may still claim it (null otherwise). Asking
 * grants nothing; useClaimNewUserBanner does.
 */
export function useNewUserBanner(countryId: number | null, ready: boolean) {
  const { api } = useServices();
  const userId = useUserId();
  return useQuery({
    queryKey: shopKeys.newUserBanner(userId),
    queryFn: ({ signal }) =>
      api.call(registerBannerApi.checkIfAddCoinForNew, countryId === null ? {} : { countryId }, { signal }),
    // Asked once the visitor's country is known (or known to be unknown), as the spec sends it.
    enabled: userId !== null && ready,
  });
}

/** Claims the +120 coins (once per account and device); the balance follows by the 'wallet:balance' event. */
export function useClaimNewUserBanner() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: () => api.call(registerBannerApi.claim),
    // Claimed (here or elsewhere): the banner no longer offers anything.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.newUserBanner(userId) }),
  });
}

/**
 * An order settled (realtime 'payment:order'): the order is read again for its coins and time, and everything
 * an order changes (history, first-purchase bonus, subscription, pay status) is marked stale.
 */
export function orderSettled(
  queryClient: QueryClient,
  userId: number,
  orderNo: string,
  status: Order['status'],
) {
  queryClient.setQueryData<Order>(shopKeys.order(userId, orderNo), (order) =>
    order ? { ...order, status } : order,
  );
  void queryClient.invalidateQueries({ queryKey: shopKeys.order(userId, orderNo) });
  void queryClient.invalidateQueries({ queryKey: shopKeys.ordersAll(userId) });
  void queryClient.invalidateQueries({ queryKey: shopKeys.packages(userId) });
  void queryClient.invalidateQueries({ queryKey: shopKeys.subscription(userId) });
  void queryClient.invalidateQueries({ queryKey: shopKeys.payStatus(userId) });
}

/** The VIP state the server pushed ('vip:status'), written into the pay status without a refetch. */
export function storeVip(
  queryClient: QueryClient,
  userId: number,
  vip: { isVip: boolean; vipSince: string | null },
): void {
  queryClient.setQueryData<PayStatus>(shopKeys.payStatus(userId), (status) =>
    status ? { ...status, ...vip } : status,
  );
  void queryClient.invalidateQueries({ queryKey: shopKeys.payStatus(userId) });
}
