import { defineCodes, type AreaCode } from '../define-codes';
import { WalletCode } from '../wallet/codes';

/**
 * Answer codes of the payments area (shop, orders, subscriptions), 12100-12299, each with the English text the
 * server sends. Spec §8.2 names four payment texts (failed purchase, failed purchase verification with retry,
 * payment info incorrect, unsubscribe failed); they are worded here from those names. The others are ours.
 */
export const paymentCodes = defineCodes('payments', {
  /** The provider refused or could not start the payment (spec §8.2 'failed purchase'). */
  PURCHASE_FAILED: [12101, 'Purchase failed. Please try again or choose another payment method.'],
  /** The order's outcome could not be confirmed yet; the client offers a retry (spec §8.2). */
  VERIFICATION_FAILED: [12102, 'Failed to verify the purchase. Please retry.'],
  /** A card or method the provider does not accept (spec §8.2 'payment info incorrect'). */
  PAYMENT_INFO_INCORRECT: [12103, 'Payment information is incorrect. Please check it and try again.'],
  /** The provider failed to stop the subscription (spec §8.2 'unsubscribe failed'). */
  UNSUBSCRIBE_FAILED: [12104, 'Unsubscribe failed. Please try again later.'],
  PACKAGE_NOT_FOUND: [12105, 'This coin package is not available.'],
  /** The package was a limited-time offer that has ended; offers are never sold after their end. */
  OFFER_EXPIRED: [12106, 'This offer has ended.'],
  METHOD_UNAVAILABLE: [12107, 'This payment method is not available.'],
  ORDER_NOT_FOUND: [12108, 'This order does not exist.'],
  /** Spec §5: 'The order id cannot be empty'. */
  ORDER_ID_EMPTY: [12109, 'The order id cannot be empty'],
  /** Spec §4: while subscribed, one cannot subscribe again (also while a cancelled one runs out). */
  ALREADY_SUBSCRIBED: [12110, 'You are already subscribed. You can subscribe again after it ends.'],
  NO_SUBSCRIPTION: [12111, 'You have no active subscription.'],
  /** The saved card id is not one of the user's cards. */
  CARD_NOT_FOUND: [12112, 'This card is not saved in your account.'],
  /** A webhook whose signature, timestamp or body did not verify; nothing was changed. */
  WEBHOOK_REJECTED: [12113, 'Webhook rejected'],
  /** The webhook names a provider that is not the one this server runs. */
  PROVIDER_UNKNOWN: [12114, 'Unknown payment provider'],
  /**
   * An order's idempotency key sent again with another package, method or card: the wallet's refusal of a key
   * reused with other details, reached from the shop too. Nothing was created.
   */
  IDEMPOTENCY_CONFLICT: WalletCode.IDEMPOTENCY_CONFLICT,
  /**
   * A repeat of an order whose checkout the provider has not answered yet (the first request is still
   * waiting for it); the client tries again with the same key.
   */
  ORDER_IN_PROGRESS: [12115, 'Your order is still being set up. Please try again in a moment.'],
});
export const PaymentCode = paymentCodes.code;
export type PaymentCode = AreaCode<typeof paymentCodes>;
