import { webhookPath } from '@mingle/protocol';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Clock } from '../clock';
import type { PaymentProvider } from './payment-provider';
import { SandboxGateway } from './sandbox/sandbox-gateway';
import { SandboxProvider } from './sandbox/sandbox-provider';
import { StripeProvider } from './stripe-provider';

/**
 * Chooses the payment provider from config (PAYMENT_PROVIDER). The sandbox, the default, needs nothing
 * outside the process; its gateway is returned too so the app can serve its hosted pages.
 */
export function createPaymentProvider(
  config: Config,
  logger: Logger,
  clock: Clock,
): { provider: PaymentProvider; sandbox: SandboxGateway | undefined; close(): void } {
  switch (config.payments.provider) {
    case 'stripe': {
      // readEnv refuses PAYMENT_PROVIDER=stripe without both keys, so this is only a type guard.
      if (!config.stripe)
        throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
      return { provider: new StripeProvider(config.stripe), sandbox: undefined, close: () => undefined };
    }
    case 'sandbox': {
      const secret = config.payments.sandboxWebhookSecret;
      const gateway = new SandboxGateway({
        secret,
        webhookUrl: `${config.publicUrl}${webhookPath('sandbox')}`,
        publicUrl: config.publicUrl,
        logger,
        clock,
      });
      return {
        provider: new SandboxProvider(gateway, secret, clock),
        sandbox: gateway,
        close: () => gateway.close(),
      };
    }
  }
}
