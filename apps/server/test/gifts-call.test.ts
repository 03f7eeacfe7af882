import { callsApi, giftsApi, type GiftCatalogue, type GiftSend, type SendGiftResult } from '@mingle/protocol';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/infra/manual-clock';
import { data, eventWhere, useCallsApp } from './calls-app';

const clock = new ManualClock();
const app = useCallsApp({ HOST_POINTS_SHARE: '0.5' }, { clock });

describe('a gift in a paid call', () => {
  it('both sides get it live, balances and points move, and both receipts list it', async () => {
    const caller = await app.party('Giver');
    const host = await app.party('Host');
    await app.host(host, { callPrice: 10 });
    await app.grant(caller, 500);
    const roomNum = await app.connected(caller, host);
    const { gifts } = data(await app.c.get<GiftCatalogue>(caller.session, giftsApi.catalogue.path));
    const cake = gifts.find((g) => g.name === 'Cake');
    if (!cake) throw new Error('no Cake');

    const callerSees = eventWhere(caller.socket, 'gift:sent');
    const hostSees = eventWhere(host.socket, 'gift:sent');
    const hostPoints = eventWhere(host.socket, 'wallet:balance', (b) => b.points >= cake.points);
    const before = await app.balance(caller);
    const sent = data(
      await app.c.post<SendGiftResult>(caller.session, giftsApi.send.path, {
        toUserId: host.id,
        giftId: cake.giftId,
        idempotencyKey: randomUUID(),
        context: 'call',
        roomNum,
      }),
    );
    expect(await callerSees).toMatchObject({ sendId: sent.sendId, roomNum, coins: cake.coins });
    expect(await hostSees).toMatchObject({ sendId: sent.sendId, fromUserId: caller.id, animation: 'burst' });
    await hostPoints;
    expect((await app.balance(caller)).coins).toBe(before.coins - cake.coins);

    data(await app.act(caller, callsApi.hangup.path, roomNum));
    for (const who of [caller, host]) {
      const listed = data(await app.c.get<GiftSend[]>(who.session, giftsApi.call.path, { roomNum }));
      expect(listed).toEqual([expect.objectContaining({ sendId: sent.sendId, points: cake.points })]);
    }
    // The call's own points and the gift's add up on the host's account.
    const [receipt] = data(
      await app.c.get<{ points: number; roomNum: string }[]>(host.session, callsApi.receipts.path),
    );
    expect(receipt?.roomNum).toBe(roomNum);
    expect((await app.balance(host)).points).toBe((receipt?.points ?? 0) + cake.points);
    // After the call, a call gift is refused.
    const late = await app.c.post(caller.session, giftsApi.send.path, {
      toUserId: host.id,
      giftId: cake.giftId,
      idempotencyKey: randomUUID(),
      context: 'call',
      roomNum,
    });
    expect(late.code).toBe(17003);
    await app.expectLedgerSound();
  });
});
