/**
 * Answer codes of the payments area (shop, orders, subscriptions), 12100-12299, each with the English text the
 * server sends. Spec §8.2 names four payment texts (failed purchase, failed purchase verification with retry,
 * payment info incorrect, unsubscribe failed); they are worded here from those names. The others are ours.
 */
export const PaymentCode = {
  /** The provider refused or could not start the payment (spec §8.2 'failed purchase'). */
  PURCHASE_FAILED: 12101,
  /** The order's outcome could not be confirmed yet; the client offers a retry (spec §8.2). */
  VERIFICATION_FAILED: 12102,
  /** A card or method the provider does not accept (spec §8.2 'payment info incorrect'). */
  PAYMENT_INFO_INCORRECT: 12103,
  /** The provider failed to stop the subscription (spec §8.2 'unsubscribe failed'). */
  UNSUBSCRIBE_FAILED: 12104,
  PACKAGE_NOT_FOUND: 12105,
  /** The package was a limited-time offer that has ended; offers are never sold after their end. */
  OFFER_EXPIRED: 12106,
  METHOD_UNAVAILABLE: 12107,
  ORDER_NOT_FOUND: 12108,
  /** Spec §5: 'The order id cannot be empty'. */
  ORDER_ID_EMPTY: 12109,
  /** Spec §4: while subscribed, one cannot subscribe again (also while a cancelled one runs out). */
  ALREADY_SUBSCRIBED: 12110,
  NO_SUBSCRIPTION: 12111,
  /** The saved card id is not one of the user's cards. */
  CARD_NOT_FOUND: 12112,
  /** A webhook whose signature, timestamp or body did not verify; nothing was changed. */
  WEBHOOK_REJECTED: 12113,
  /** The webhook names a provider that is not the one this server runs. */
  PROVIDER_UNKNOWN: 12114,
} as const;
export type PaymentCode = (typeof PaymentCode)[keyof typeof PaymentCode];

export const paymentMessages: Record<PaymentCode, string> = {
  [PaymentCode.PURCHASE_FAILED]: 'Purchase failed. Please try again or choose another payment method.',
  [PaymentCode.VERIFICATION_FAILED]: 'Failed to verify the purchase. Please retry.',
  [PaymentCode.PAYMENT_INFO_INCORRECT]: 'Payment information is incorrect. Please check it and try again.',
  [PaymentCode.UNSUBSCRIBE_FAILED]: 'Unsubscribe failed. Please try again later.',
  [PaymentCode.PACKAGE_NOT_FOUND]: 'This coin package is not available.',
  [PaymentCode.OFFER_EXPIRED]: 'This offer has ended.',
  [PaymentCode.METHOD_UNAVAILABLE]: 'This payment method is not available.',
  [PaymentCode.ORDER_NOT_FOUND]: 'This order does not exist.',
  [PaymentCode.ORDER_ID_EMPTY]: 'The order id cannot be empty',
  [PaymentCode.ALREADY_SUBSCRIBED]: 'You are already subscribed. You can subscribe again after it ends.',
  [PaymentCode.NO_SUBSCRIPTION]: 'You have no active subscription.',
  [PaymentCode.CARD_NOT_FOUND]: 'This card is not saved in your account.',
  [PaymentCode.WEBHOOK_REJECTED]: 'Webhook rejected',
  [PaymentCode.PROVIDER_UNKNOWN]: 'Unknown payment provider',
};
