import type { Order, PayStatus, UserInfo } from '@mingle/protocol';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeUser } from '../../test/render-app';
import { profileKeys } from '../profile/queries';
import { storeBalance } from './balance';
import { orderSettled, shopKeys, storeVip } from './queries';
import { fakePayStatus } from './shop-test-setup';

describe('cache updates from realtime events', () => {
  it('wallet:balance replaces goldNum in the own info, and does nothing before it was loaded', () => {
    const client = new QueryClient();
    storeBalance(client, 9, { coins: 50, heldCoins: 0, points: 0 });
    expect(client.getQueryData(profileKeys.me(9))).toBeUndefined();
    client.setQueryData(profileKeys.me(9), fakeUser({ goldNum: 120 }));
    storeBalance(client, 9, { coins: 535, heldCoins: 20, points: 0 });
    expect(client.getQueryData<UserInfo>(profileKeys.me(9))?.goldNum).toBe(535);
  });

  it('payment:order settles the cached order and marks what an order changes as stale', () => {
    const client = new QueryClient();
    const order = { orderNo: 'MG1', status: 'processing' } as Order;
    client.setQueryData(shopKeys.order(9, 'MG1'), order);
    client.setQueryData(shopKeys.orders(9, 1), { items: [order], page: 1, pageSize: 20, total: 1 });
    orderSettled(client, 9, 'MG1', 'success');
    expect(client.getQueryData<Order>(shopKeys.order(9, 'MG1'))?.status).toBe('success');
    expect(client.getQueryState(shopKeys.orders(9, 1))?.isInvalidated).toBe(true);
  });

  it('vip:status turns VIP on in the cached pay status', () => {
    const client = new QueryClient();
    client.setQueryData<PayStatus>(shopKeys.payStatus(9), fakePayStatus());
    storeVip(client, 9, { isVip: true, vipSince: '2026-01-01T00:00:00.000Z' });
    expect(client.getQueryData<PayStatus>(shopKeys.payStatus(9))).toMatchObject({
      isVip: true,
      vipSince: '2026-01-01T00:00:00.000Z',
    });
  });
});
