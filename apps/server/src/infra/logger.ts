import pino, { type DestinationStream, type Logger } from 'pino';

/** Keys that must never reach the logs, wherever they appear in a logged object. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.loginToken',
  '*.password',
  '*.sign',
  'loginToken',
  'password',
  // Card data only ever passes through the payment provider's side (sandbox tokenisation); never log it.
  '*.cvc',
  '*.cvv',
  '*.cardNumber',
  'cvc',
  'cvv',
];

/**
 * GET requests carry the login token and sign in the query (spec §7), and links to unapproved media carry a
 * signature (sig), so logged URLs lose them.
 */
export function redactUrl(url: string): string {
  return url.replace(
    /([?&](?:loginToken|sign|sig|password|token|code|ticket|state)=)[^&#]*/g,
    '$1[redacted]',
  );
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  id?: string;
}

export function createLogger(level: string, stream?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        // Fastify hands the whole request object to the logger; only these fields are worth keeping.
        req: (req: LoggedRequest) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
          ip: req.ip,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    stream ?? pino.destination(1),
  );
}
