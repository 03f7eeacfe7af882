import { parseArgs } from 'node:util';
import { ConfigError, readEnv } from './config';
import { createContext } from './context';
import { runningServerPid } from './infra/pid-file';
import { checkLedger } from './modules/wallet/ledger-check';

const USAGE = `Usage: npm run admin -- <command>
  grant-admin <userId>            let a user use the admin endpoints (bans, media review)
  revoke-admin <userId>
  suspend <userId>                sign-in refused ('Your account is suspended...') until restored
  restore <userId>
  ban --kind account|device|both [--user <id>] [--device <id>] [--hours 48] [--message "..."]
  lift <banId>
  bans                            list bans, newest first
  grant-coins <userId> <coins> [reason] [--key <key>]
                                  credit coins from the grants account; the same arguments (or --key) never
                                  grant twice, so a retried command is safe
  ledger-check                    verify every coin ledger invariant (npm run ledger:check); exit 1 on any
  set-host <userId> [--price N] [--friends-price N] [--friends-only]
                                  make a user a host: coins per minute for calls to them (default 20, or
                                  the current price), for friends' calls (default: the price), friends only
With the embedded database the server must be stopped first; with DATABASE_URL it may run. A ban made here
clears the user's session at once; their open sockets close on the next reconnect (the admin endpoint
POST /facade/api/admin/ban also closes them immediately).`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      kind: { type: 'string' },
      user: { type: 'string' },
      device: { type: 'string' },
      hours: { type: 'string' },
      message: { type: 'string' },
      key: { type: 'string' },
      price: { type: 'string' },
      'friends-price': { type: 'string' },
      'friends-only': { type: 'boolean' },
    },
  });
  const [command, arg, arg2, arg3] = positionals;
  if (!command) {
    console.log(USAGE);
    return 1;
  }
  const config = readEnv();
  const pid = config.databaseUrl ? undefined : runningServerPid(config.dataDir);
  if (pid !== undefined) {
    console.error(`The server (pid ${pid}) has the embedded database open; stop it first.`);
    return 1;
  }
  const ctx = await createContext({ ...config, logLevel: 'warn' });
  try {
    switch (command) {
      case 'grant-admin':
      case 'revoke-admin': {
        const userId = Number(arg);
        if (!(await ctx.users.setAdmin(userId, command === 'grant-admin'))) throw new Error(`no user ${arg}`);
        console.log(`${command === 'grant-admin' ? 'Granted' : 'Revoked'} admin for user ${userId}.`);
        return 0;
      }
      case 'suspend':
      case 'restore': {
        const userId = Number(arg);
        if (!(await ctx.users.setStatus(userId, command === 'suspend' ? 'suspended' : 'active'))) {
          throw new Error(`no user ${arg}`);
        }
        // A suspended account must not stay signed in either.
        if (command === 'suspend') await ctx.sessions.endSession(userId);
        console.log(`User ${userId} ${command === 'suspend' ? 'suspended' : 'restored'}.`);
        return 0;
      }
      case 'ban': {
        const kind = values.kind;
        if (kind !== 'account' && kind !== 'device' && kind !== 'both')
          throw new Error('--kind account|device|both');
        const ban = await ctx.bans.ban({
          kind,
          userId: values.user ? Number(values.user) : undefined,
          deviceId: values.device,
          hours: values.hours ? Number(values.hours) : undefined,
          message: values.message,
          by: 'cli',
        });
        console.log(`Ban ${ban.id} (${ban.kind}) in force until ${ban.endsAt.toISOString()}.`);
        return 0;
      }
      case 'lift': {
        const lifted = await ctx.bans.lift(Number(arg));
        if (!lifted) throw new Error(`no ban ${arg} in force`);
        console.log(`Ban ${lifted.id} lifted.`);
        return 0;
      }
      case 'bans': {
        for (const b of await ctx.bans.list()) {
          const state = b.liftedAt ? 'lifted' : b.endsAt > ctx.clock.date() ? 'in force' : 'expired';
          console.log(
            `${b.id}\t${b.kind}\tuser=${b.userId ?? '-'}\tdevice=${b.deviceId ?? '-'}\t${state}\tuntil ${b.endsAt.toISOString()}`,
          );
        }
        return 0;
      }
      case 'grant-coins': {
        const userId = Number(arg);
        const coins = Number(arg2);
        if (!Number.isSafeInteger(coins) || coins <= 0)
          throw new Error('<coins> must be a positive whole number');
        if (!(await ctx.users.byId(userId))) throw new Error(`no user ${arg}`);
        const reason = arg3 ?? 'support';
        const key = values.key ?? `cli-grant:${userId}:${coins}:${reason}`;
        const movement = await ctx.ledger.run((tx) =>
          ctx.ledger.credit(tx, { key, userId, coins, source: 'grant', reference: reason }),
        );
        const { coins: balance } = await ctx.ledger.balance(userId);
        console.log(
          movement.replayed
            ? `Already granted under key ${key} (movement ${movement.id}); nothing moved. Balance ${balance}.`
            : `Granted ${coins} coins to user ${userId} (movement ${movement.id}, key ${key}). Balance ${balance}.`,
        );
        return 0;
      }
      case 'set-host': {
        const userId = Number(arg);
        if (!(await ctx.users.byId(userId))) throw new Error(`no user ${arg}`);
        const price = (name: 'price' | 'friends-price') => {
          const value = values[name];
          if (value === undefined) return undefined;
          const n = Number(value);
          if (!Number.isSafeInteger(n) || n < 0 || n > 10_000) throw new Error(`--${name} must be 0..10000`);
          return n;
        };
        const host = await ctx.calls.makeHost(userId, {
          callPrice: price('price'),
          friendsCallPrice: price('friends-price'),
          friendsOnly: values['friends-only'],
        });
        console.log(
          `User ${userId} is a host: ${host.callPrice} coins per minute, ${host.friendsCallPrice} for friends` +
            `${host.friendsOnly ? ', video calls from friends only' : ''}.`,
        );
        return 0;
      }
      case 'ledger-check': {
        const violations = await checkLedger(ctx.database.db);
        for (const v of violations) console.error(`VIOLATION ${v.invariant}: ${v.detail}`);
        console.log(
          violations.length === 0
            ? 'Ledger sound: every invariant holds.'
            : `${violations.length} ledger invariant violation(s).`,
        );
        return violations.length === 0 ? 0 : 1;
      }
      default:
        console.log(USAGE);
        return 1;
    }
  } finally {
    await ctx.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
