/**
 * The sandbox provider's test cards, as a card network would judge them. The outcome is decided by the
 * number, like the test cards of real providers: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 3220 stays processing for a while (as a bank challenge would) and then pays.
 */
export type CardOutcome = 'succeed' | 'decline' | 'delay';

export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  processing: '4000000000003220',
} as const;

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
}

export function digitsOnly(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

/** A two-digit year means 20YY. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = fullYear(expYear);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
}

/** Checks a card like the provider's form would; the answer is an error text for the form, or the card. */
export function checkCard(input: CardInput, now: Date): { error: string } | { card: CheckedCard } {
  const number = digitsOnly(input.number);
  if (!input.name.trim()) return { error: 'Please enter the name on the card.' };
  if (!passesLuhn(number)) return { error: 'Your card number is incorrect.' };
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) {
    return { error: "Your card's expiration date is incomplete." };
  }
  if (!Number.isInteger(input.expYear) || isExpired(input.expMonth, input.expYear, now)) {
    return { error: 'Your card has expired.' };
  }
  if (!/^\d{3,4}$/.test(input.cvc)) return { error: "Your card's security code is incomplete." };
  const outcome: CardOutcome =
    number === SANDBOX_TEST_CARDS.declined
      ? 'decline'
      : number === SANDBOX_TEST_CARDS.processing
        ? 'delay'
        : 'succeed';
  return {
    card: {
      brand: brandOf(number),
      last4: number.slice(-4),
      expMonth: input.expMonth,
      expYear: fullYear(input.expYear),
      outcome,
    },
  };
}
