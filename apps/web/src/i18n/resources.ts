// English is bundled into the main chunk: it is the fallback for every other language and the source of the
// key type (i18next.d.ts), so a key that English lacks does not compile.
import { ENGLISH_CODE_TEXTS } from '@mingle/protocol';
import app from './locales/en/app.json';
import base from './locales/en/base.json';
import constellation from './locales/en/constellation.json';
import country from './locales/en/country.json';
import groups from './locales/en/groups.json';
import interest from './locales/en/interest.json';
import language from './locales/en/language.json';
import shop from './locales/en/shop.json';
import webChat from './locales/en/webChat.json';
import wheel from './locales/en/wheel.json';
import matching from './locales/en/matching.json';
import calls from './locales/en/calls.json';
import discover from './locales/en/discover.json';
import zhushou from './locales/en/zhushou.json';
import gifts from './locales/en/gifts.json';
import hosts from './locales/en/hosts.json';
import reach from './locales/en/reach.json';

/** The language packs of spec §9, one file per namespace and language (locales/<lang>/<namespace>.json). */
export const NAMESPACES = [
  'app',
  'base',
  'constellation',
  'country',
  'groups',
  'interest',
  'language',
  'shop',
  'webChat',
  'wheel',
  // Ours, beyond the packs of spec §9: the Face to Face flow (home filters, matching page, matched pop-up).
  'matching',
  // Ours too: 1:1 calls (ring bell, call pop-up, call summary, the relay-only privacy option).
  'calls',
  // Ours too: Discover (the host wall, the card flow, search, likes and visitors).
  'discover',
  // Ours too: the assistant (zhushou): notices of rewards, refund decisions and bans, and the help.
  'zhushou',
  // Ours too: gifts (the gift pop-up, animations, receipts) and the backpack.
  'gifts',
  // Ours too: host self-service (applying, prices within bounds, earnings, payouts, the admin page).
  'hosts',
  // Ours too: web push (the prompt, the switches) and installing the site as an app (the app page, Safari's hint).
  'reach',
] as const;

/**
 * The text of every answer code, in the namespace 'codes'. Not a file here: the protocol keeps them
 * (packages/protocol/src/i18n), one source the server answers from as well.
 */
export const CODES_NAMESPACE = 'codes';

export type Namespace = (typeof NAMESPACES)[number] | typeof CODES_NAMESPACE;

export const englishResources = {
  app,
  base,
  constellation,
  country,
  groups,
  interest,
  language,
  shop,
  webChat,
  wheel,
  matching,
  calls,
  discover,
  zhushou,
  gifts,
  hosts,
  reach,
  [CODES_NAMESPACE]: ENGLISH_CODE_TEXTS,
} as const satisfies Record<Namespace, object>;

export const FALLBACK_LANGUAGE = 'en';
