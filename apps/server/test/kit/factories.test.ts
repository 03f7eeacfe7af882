import { callsApi, friendsApi, payApi, profileApi, SocialCode, walletApi } from '@mingle/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { dataOf } from './envelope';
import { factories } from './factories';

let t: TestApp;
let make: ReturnType<typeof factories>;
beforeAll(async () => {
  t = await createTestApp();
  make = factories(t);
});
afterAll(() => t.close());

describe('the test kit', () => {
  it('makes users in the states it names, through the real endpoints', async () => {
    const fresh = await make.user();
    expect(dataOf(await make.call(fresh, profileApi.getUserInfo)).profileComplete).toBe(false);

    const mia = await make.completeUser({ nickname: 'Mia' });
    expect(dataOf(await make.call(mia, profileApi.getUserInfo))).toMatchObject({
      userName: 'Mia',
      profileComplete: true,
    });

    await make.fund(mia, 25);
    expect(dataOf(await make.call(mia, walletApi.balance)).coins).toBe(25);

    const host = await make.host({ callPrice: 12, friendsOnly: true });
    expect(dataOf(await make.call(host, callsApi.hostSettings))).toMatchObject({
      isHost: true,
      callPrice: 12,
      friendsOnly: true,
    });

    const [a, b] = await make.friendPair();
    expect(dataOf(await make.call(a, friendsApi.list)).map((f) => f.id)).toEqual([b.id]);

    const vip = await make.vip();
    expect(dataOf(await make.call(vip, payApi.checkUserPayStatus)).isVip).toBe(true);
    expect(vip.coins).toBeGreaterThan(0);
  });

  it('matches envelopes by code and says why when they do not match', async () => {
    const me = await make.completeUser();
    const refusal = await make.call(me, friendsApi.add, { friendUserId: me.id, price: 0 });
    expect(refusal).toBeRefusedWith(SocialCode.CANNOT_ADD_SELF);
    expect(refusal).not.toBeOk();
    expect(() => expect(refusal).toBeOk()).toThrow(`got ${SocialCode.CANNOT_ADD_SELF}`);
  });
});
