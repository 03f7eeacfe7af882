import {
  BACKPACK_CONFIG,
  ChatRelation,
  conversationIdOf,
  GiftCode,
  SocialCode,
  type AdminGift,
  type AdminGiftBody,
  type DialogMessage,
  type Gift,
  type GiftCatalogue,
  type GiftHistoryPage,
  type GiftSend,
  type GiftTerms,
  type SendGiftBody,
  type SendGiftResult,
} from '@mingle/protocol';
import type { Clock } from '../../infra/clock';
import type { GiftRow, GiftSendRow } from '../../infra/db/schema';
import { SocialError, ValidationError } from '../../errors';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import type { UsersRepo } from '../accounts/users-repo';
import type { SocialGuard } from '../blocks/social-guard';
import type { CallService } from '../calls/service';
import type { MessageRow, NewMessage } from '../chat/repo';
import type { BanService } from '../moderation/ban-service';
import type { Session } from '../session/service';
import type { Ledger, LedgerTx } from '../wallet/ledger';
import { GiftError } from './errors';
import type { GiftsRepo, TermsRow } from './repo';

/** Where a chat gift's message is written, in the send's transaction (ChatRepo). */
export interface GiftMessages {
  insert(tx: LedgerTx, message: NewMessage): Promise<MessageRow | undefined>;
}

export interface GiftsDeps {
  repo: GiftsRepo;
  ledger: Ledger;
  users: Pick<UsersRepo, 'byId'>;
  social: Pick<SocialGuard, 'assertNotBlocked' | 'areFriends'>;
  bans: Pick<BanService, 'assertCanSignIn'>;
  calls: Pick<CallService, 'activeCallOf'>;
  messages: GiftMessages;
  realtime: RealtimeTarget;
  clock: Clock;
  /** The one points-to-money rate, the hosts' (modules/hosts); gifts only show it. */
  payoutRate(): Promise<GiftTerms['rate']>;
}

/** The ledger movements of gifts are labelled with this purpose (`system:spend:gift`; history label 'gift'). */
export const GIFT_PURPOSE = 'gift' as const;

/** Points the receiver earns for a gift of `coins` under the terms (rounded down). */
export function pointsFor(coins: number, terms: TermsRow): number {
  return Math.floor((coins * terms.hostShareMille) / 1000);
}

const termsView = (t: TermsRow, rate: GiftTerms['rate']): GiftTerms => ({
  hostShare: t.hostShareMille / 1000,
  rate,
});

export function sendView(row: GiftSendRow, gift: Pick<GiftRow, 'animation' | 'stars'> | undefined): GiftSend {
  return {
    sendId: row.id,
    giftId: row.giftId,
    name: row.name,
    image: row.image,
    animation: (gift?.animation ?? 'float') as GiftSend['animation'],
    stars: gift?.stars ?? 1,
    fromUserId: row.senderId,
    toUserId: row.receiverId,
    coins: row.coins,
    points: row.points,
    from: row.paidFrom as GiftSend['from'],
    context: row.context as GiftSend['context'],
    roomNum: row.roomNum,
    time: row.createdAt.getTime(),
  };
}

const adminView = (g: GiftRow): AdminGift => ({
  giftId: g.id,
  name: g.name,
  image: g.image,
  animation: g.animation as AdminGift['animation'],
  coins: g.coins,
  stars: g.stars,
  activeFrom: g.activeFrom?.getTime() ?? null,
  activeTo: g.activeTo?.getTime() ?? null,
  sort: g.sort,
});

/** A retry whose first send committed while this one waited on the request key. */
class RepeatedSend extends Error {}

/**
 * Gifts (spec §1, §2.3): the catalogue, sending in a call, a chat or from a profile, and what was sent. A send
 * is one transaction: the send row (its request key claimed first), one backpack gift used when sent from the
 * backpack, one ledger movement (sender's coins, or the promotion for a backpack gift, to `spend:gift`, and
 * the receiver's points) and, in a chat, the gift message. Decision 027.
 */
export class GiftService {
  constructor(private readonly deps: GiftsDeps) {}

  async catalogue(): Promise<GiftCatalogue> {
    const { repo, clock } = this.deps;
    const [rows, terms, rate] = await Promise.all([
      repo.activeGifts(clock.date()),
      repo.terms(),
      this.deps.payoutRate(),
    ]);
    return {
      gifts: rows.map((g) => this.giftView(g, terms)),
      terms: termsView(terms, rate),
      backpack: BACKPACK_CONFIG,
    };
  }

  private giftView(g: GiftRow, terms: TermsRow): Gift {
    return {
      giftId: g.id,
      name: g.name,
      image: g.image,
      animation: g.animation as Gift['animation'],
      coins: g.coins,
      stars: g.stars,
      points: pointsFor(g.coins, terms),
    };
  }

  async send(session: Session, body: SendGiftBody): Promise<SendGiftResult> {
    const { repo, ledger, clock } = this.deps;
    const senderId = session.userId;
    // A retry first: the first send is answered again, nothing moves twice.
    const earlier = await repo.sendByKey(senderId, body.idempotencyKey);
    if (earlier) return this.replay(earlier, body);

    const toUserId = body.toUserId;
    if (toUserId === senderId) throw new GiftError(GiftCode.GIFT_SELF);
    // Sessions of a banned account end with the ban; this covers a request already on its way.
    await this.deps.bans.assertCanSignIn(senderId, session.deviceId);
    if (!(await this.deps.users.byId(toUserId))) throw new SocialError(SocialCode.USER_NOT_FOUND, 404);
    await this.deps.social.assertNotBlocked(senderId, toUserId);
    const now = clock.date();
    // A backpack gift may be sent after its gift left the catalogue; a bought one must be on offer now.
    const gift =
      body.from === 'backpack' ? await repo.giftById(body.giftId) : await repo.activeGift(body.giftId, now);
    if (!gift) throw new GiftError(GiftCode.GIFT_UNAVAILABLE);
    const roomNum = body.context === 'call' ? (body.roomNum ?? null) : null;
    if (roomNum !== null) {
      const [mine, theirs] = await Promise.all([
        this.deps.calls.activeCallOf(senderId),
        this.deps.calls.activeCallOf(toUserId),
      ]);
      if (mine !== roomNum || theirs !== roomNum) throw new GiftError(GiftCode.NOT_IN_CALL);
    }
    const terms = await repo.terms();
    const points = pointsFor(gift.coins, terms);
    const isFriend = body.context === 'chat' ? await this.deps.social.areFriends(senderId, toUserId) : false;

    let sent: { row: GiftSendRow; message: MessageRow | undefined };
    try {
      sent = await ledger.run(async (tx) => {
        const row = await repo.insertSend(tx, {
          senderId,
          receiverId: toUserId,
          giftId: gift.id,
          requestKey: body.idempotencyKey,
          paidFrom: body.from,
          context: body.context,
          roomNum,
          coins: body.from === 'coins' ? gift.coins : 0,
          points,
          name: gift.name,
          image: gift.image,
          createdAt: now,
        });
        if (!row) throw new RepeatedSend();
        const host = points > 0 ? { userId: toUserId, points } : undefined;
        const movement = {
          key: `gift:${row.id}`,
          coins: gift.coins,
          host,
          // The gift's name: coin and point histories show what each gift was.
          reference: `gift:${row.id}:${gift.name}`,
        };
        if (body.from === 'backpack') {
          if (!(await repo.useBackpackGift(tx, senderId, gift.id, now))) {
            throw new GiftError(GiftCode.BACKPACK_EMPTY);
          }
          // The promotion pays for a backpack gift: its coins go to spend:gift as a bought gift's would.
          await ledger.sponsor(tx, { ...movement, source: 'promotion', purpose: GIFT_PURPOSE });
        } else {
          await ledger.spend(tx, { ...movement, userId: senderId, purpose: GIFT_PURPOSE });
        }
        const message =
          body.context === 'chat'
            ? await this.deps.messages.insert(tx, {
                conversationId: conversationIdOf(senderId, toUserId),
                senderId,
                recipientId: toUserId,
                clientMessageId: `gift-${gift.id}-${row.id}`,
                type: 'gift',
                content: gift.name,
                mediaId: null,
                relation: isFriend ? ChatRelation.FRIEND : ChatRelation.SAY_HI,
                isGreeting: false,
                createdAt: now,
              })
            : undefined;
        return { row, message };
      });
    } catch (err) {
      if (!(err instanceof RepeatedSend)) throw err;
      const first = await repo.sendByKey(senderId, body.idempotencyKey);
      if (!first) throw err;
      return this.replay(first, body);
    }

    const view = sendView(sent.row, gift);
    this.deps.realtime.emitToUser(toUserId, 'gift:sent', view);
    this.deps.realtime.emitToUser(senderId, 'gift:sent', view);
    if (sent.message) {
      const message = messageView(sent.message);
      this.deps.realtime.emitToUser(toUserId, 'chat:message', message);
      this.deps.realtime.emitToUser(senderId, 'chat:message', message);
    }
    return { ...view, replayed: false };
  }

  private async replay(row: GiftSendRow, body: SendGiftBody): Promise<SendGiftResult> {
    const same =
      row.receiverId === body.toUserId &&
      row.giftId === body.giftId &&
      row.paidFrom === body.from &&
      row.context === body.context &&
      row.roomNum === (body.context === 'call' ? (body.roomNum ?? null) : null);
    if (!same) throw new GiftError(GiftCode.SEND_KEY_REUSED);
    return { ...sendView(row, await this.deps.repo.giftById(row.giftId)), replayed: true };
  }

  async history(
    userId: number,
    direction: 'sent' | 'received',
    page: number,
    size: number,
  ): Promise<GiftHistoryPage> {
    const { rows, total } = await this.deps.repo.sendsOf(userId, direction, page, size);
    return { list: await this.views(rows), page, size, total };
  }

  /** What the receipt of one call lists: gifts the user sent or received in it. */
  async inCall(userId: number, roomNum: string): Promise<GiftSend[]> {
    return this.views(await this.deps.repo.sendsInCall(userId, roomNum));
  }

  /** Gifts between two users in the days around `at` (a report of asking for gifts shows them). */
  async between(a: number, b: number, at: Date, days = 7): Promise<GiftSend[]> {
    const span = days * 86_400_000;
    const rows = await this.deps.repo.sendsBetween(
      a,
      b,
      new Date(at.getTime() - span),
      new Date(at.getTime() + span),
    );
    return this.views(rows);
  }

  private async views(rows: GiftSendRow[]): Promise<GiftSend[]> {
    const catalogue = new Map((await this.deps.repo.allGifts()).map((g) => [g.id, g]));
    return rows.map((r) => sendView(r, catalogue.get(r.giftId)));
  }

  // ---------------------------------------------------------------------------------------------------- admin

  async adminList(): Promise<{ gifts: AdminGift[]; terms: GiftTerms }> {
    const [rows, terms, rate] = await Promise.all([
      this.deps.repo.allGifts(),
      this.deps.repo.terms(),
      this.deps.payoutRate(),
    ]);
    return { gifts: rows.map(adminView), terms: termsView(terms, rate) };
  }

  async adminSave(body: AdminGiftBody): Promise<AdminGift> {
    if (body.activeFrom !== null && body.activeTo !== null && body.activeTo <= body.activeFrom) {
      throw new ValidationError('Invalid request: activeTo must be after activeFrom');
    }
    const fields = {
      name: body.name,
      image: body.image,
      animation: body.animation,
      coins: body.coins,
      stars: body.stars,
      activeFrom: body.activeFrom === null ? null : new Date(body.activeFrom),
      activeTo: body.activeTo === null ? null : new Date(body.activeTo),
      sort: body.sort,
    };
    if (body.giftId === undefined) return adminView(await this.deps.repo.insertGift(fields));
    const row = await this.deps.repo.updateGift(body.giftId, fields);
    if (!row) throw new GiftError(GiftCode.GIFT_NOT_FOUND);
    return adminView(row);
  }

  /** The receiver's share; the points-to-money rate is the hosts' configuration, edited there. */
  async adminTerms(input: Pick<GiftTerms, 'hostShare'>): Promise<GiftTerms> {
    const [saved, rate] = await Promise.all([
      this.deps.repo.saveTerms({ hostShareMille: Math.round(input.hostShare * 1000) }),
      this.deps.payoutRate(),
    ]);
    return termsView(saved, rate);
  }
}

/** A gift message as the chat shows it (the chat's own view of a stored message, for type 'gift'). */
function messageView(m: MessageRow): DialogMessage {
  return {
    messageId: m.clientMessageId,
    seq: m.id,
    conversationId: m.conversationId,
    fromUserId: m.senderId,
    toUserId: m.recipientId,
    type: 'gift',
    content: m.content,
    imageUrl: null,
    timestamp: m.createdAt.getTime(),
    relation: m.relation,
  };
}
