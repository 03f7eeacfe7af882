import { ApiPath, Code } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';

export interface HealthProbe {
  name: string;
  check(): Promise<void>;
}

/** For load balancers: 200 when every dependency answers, 503 naming the ones that do not. */
export function healthRoutes(app: FastifyInstance, probes: readonly HealthProbe[]): void {
  app.get(ApiPath.health, async (request, reply) => {
    const results = await Promise.all(
      probes.map(async (p) => {
        try {
          await p.check();
          return [p.name, 'ok'] as const;
        } catch (err) {
          request.log.warn({ err, probe: p.name }, 'health probe failed');
          return [p.name, 'down'] as const;
        }
      }),
    );
    const healthy = results.every(([, state]) => state === 'ok');
    return reply.status(healthy ? 200 : 503).send({
      code: healthy ? Code.OK : Code.INTERNAL,
      data: { status: healthy ? 'ok' : 'down', ...Object.fromEntries(results) },
    });
  });
}
