import {
  CALL_FLOWS,
  type CallData,
  type GlobalConf,
  type MatchOffer,
  type MatchQuota,
} from '@mingle/protocol';

/** A day's quota as globalconf sends it. */
export function fakeQuota(overrides: Partial<MatchQuota> = {}): MatchQuota {
  return { freePerDay: 5, remaining: 3, resetAt: Date.now() + 3_600_000, vip: false, ...overrides };
}

/** Globalconf with a gender filter at 10 coins and a country filter at 15. */
export function fakeGlobalConf(quota: Partial<MatchQuota> = {}): GlobalConf {
  const { matchingFlow, cardFlow, searchFlow } = CALL_FLOWS;
  return {
    filterPrice: { gender: 10, country: 15 },
    quota: fakeQuota(quota),
    minuteCallSwitch: { show: false, time: 0, enough: false },
    matchingFlow: { ...matchingFlow, locations: [...matchingFlow.locations] },
    cardFlow: { ...cardFlow, locations: [...cardFlow.locations] },
    searchFlow: { ...searchFlow, locations: [...searchFlow.locations] },
    ringSeconds: 30,
  };
}

/** An offer made just now: Zoe, 27, from Germany, into music and travel. */
export function fakeOffer(overrides: Partial<MatchOffer> = {}, now = Date.now()): MatchOffer {
  return {
    matchId: 'm-1',
    peer: {
      id: 7,
      userName: 'Zoe',
      headImg: '',
      age: 27,
      gender: 2,
      countryId: 276,
      interests: [1, 10],
    },
    expiresAt: now + CALL_FLOWS.matchingFlow.countdownSeconds * 1000,
    nextAt: now + CALL_FLOWS.matchingFlow.nextCountdownSeconds * 1000,
    price: 0,
    ...overrides,
  };
}

/** The call both accepted, as 'match:accepted' carries it to the callee. */
export function fakeCall(roomNum: string): CallData {
  return {
    roomNum,
    roomId: roomNum,
    matchUserId: 7,
    callRole: 'callee',
    media: 'video',
    source: 'match',
    callStatus: 'connected',
    relation: 0,
    ringEndsAt: Date.now() + 30_000,
    interrupted: false,
    ownerTab: null,
    mediaEpoch: 0,
    bizData: {
      remoteUserInfo: { id: 7, userName: 'Zoe', headImg: '', age: 27, countryId: 276 },
      goddessLocation: null,
      pricePerMinute: 0,
      videoTime: 0,
      coins: 0,
      points: 0,
      payerId: null,
      taskRule: 'free',
    },
  };
}
