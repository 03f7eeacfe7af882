import { isIP } from 'node:net';
import { AccountCode, PHONE_CODE_RESEND_SECONDS } from '@mingle/protocol';
import type { AttemptRule } from '../../infra/attempt-limiter';
import { utcDayOf } from '../../infra/clock';
import { normaliseIp } from '../../infra/geoip';
import type { MobileNumber } from './phone-number';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A limit and the §8.2 text its refusal carries. */
export interface PhoneLimit {
  /** Recorded as `limit:<name>` when a code request is refused by it. */
  name: string;
  rule: AttemptRule;
  refusal: AccountCode;
}

function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * The address a limit counts. An IPv6 user holds a whole /64 and can rotate through it at will, so the /64 is
 * what is counted; IPv4 addresses count one by one.
 */
export function addressKey(ip: string): string {
  const plain = normaliseIp(ip);
  if (isIP(plain) !== 6) return plain;
  const network = ipv6Groups(plain.split('%')[0] ?? plain).slice(0, 4);
  return `${network.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/**
 * SMS-pumping defence, in the order checked: the number, the caller's address, the number range, and a global
 * daily cap that bounds the bill whatever else gets through. A number may be sent one code a minute (the
 * client's resend countdown) and five a day.
 */
export function codeRequestLimits(
  phone: MobileNumber,
  ip: string,
  dailyCap: number,
  now: Date,
): [
  numberMinute: PhoneLimit,
  numberDay: PhoneLimit,
  addressHour: PhoneLimit,
  addressDay: PhoneLimit,
  range: PhoneLimit,
  all: PhoneLimit,
] {
  // Day counters follow the calendar day (UTC), as spec §4 keeps them.
  const day = utcDayOf(now.getTime());
  const address = addressKey(ip);
  return [
    {
      name: 'number',
      rule: { key: `sms:number:${phone.e164}`, limit: 1, windowMs: PHONE_CODE_RESEND_SECONDS * 1000 },
      refusal: AccountCode.TOO_MANY_CODE_REQUESTS,
    },
    {
      name: 'number-day',
      rule: { key: `sms:number-day:${day}:${phone.e164}`, limit: 5, windowMs: DAY },
      refusal: AccountCode.DAILY_LIMIT_REACHED,
    },
    {
      name: 'ip',
      rule: { key: `sms:ip:${address}`, limit: 10, windowMs: HOUR },
      refusal: AccountCode.TOO_MANY_CODE_REQUESTS,
    },
    {
      name: 'ip-day',
      rule: { key: `sms:ip-day:${day}:${address}`, limit: 20, windowMs: DAY },
      refusal: AccountCode.DAILY_LIMIT_REACHED,
    },
    {
      name: 'prefix',
      rule: { key: `sms:prefix:${phone.prefix}`, limit: 20, windowMs: HOUR },
      refusal: AccountCode.TOO_MANY_CODE_REQUESTS,
    },
    {
      name: 'all-day',
      rule: { key: `sms:all-day:${day}`, limit: dailyCap, windowMs: DAY },
      refusal: AccountCode.DAILY_LIMIT_REACHED,
    },
  ];
}

/**
 * Password guesses against one number, and from one address across numbers. A sign-in that succeeds clears
 * the number's counter; the address counter runs its window out, so that signing in to one's own account
 * cannot buy more guesses at others.
 */
export function passwordLimits(phone: string, ip: string): [number: PhoneLimit, address: PhoneLimit] {
  return [
    {
      name: 'password-number',
      rule: { key: `phone-password:number:${phone}`, limit: 5, windowMs: 15 * MINUTE },
      refusal: AccountCode.TOO_MANY_WRONG_PASSWORDS,
    },
    {
      name: 'password-ip',
      rule: { key: `phone-password:ip:${addressKey(ip)}`, limit: 20, windowMs: 15 * MINUTE },
      refusal: AccountCode.TOO_MANY_WRONG_PASSWORDS,
    },
  ];
}

/** Code checks from one address across numbers; each code also allows only five wrong tries of its own. */
export function codeCheckLimit(ip: string): AttemptRule {
  return { key: `phone-code:ip:${addressKey(ip)}`, limit: 30, windowMs: 15 * MINUTE };
}

/** Number look-ups from one address: enough for a person, too few to sweep a number range. */
export function lookupLimit(ip: string): AttemptRule {
  return { key: `phone-lookup:ip:${addressKey(ip)}`, limit: 30, windowMs: HOUR };
}
