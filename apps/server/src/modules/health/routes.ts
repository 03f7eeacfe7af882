import { ApiPath, Code } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { JobStatus } from '../../infra/jobs/job-registry';

export interface HealthProbe {
  name: string;
  check(): Promise<void>;
}

/**
 * For load balancers: 200 when every dependency answers, 503 naming the ones that do not. For operators, the
 * background jobs' last runs under `jobs`; a failed run does not make the node unhealthy (the job retries at
 * its interval, and taking the node out would not help it), so it is shown, not counted.
 */
export function healthRoutes(
  app: FastifyInstance,
  probes: readonly HealthProbe[],
  jobs: { status(): Record<string, JobStatus> },
): void {
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
      data: { status: healthy ? 'ok' : 'down', ...Object.fromEntries(results), jobs: jobs.status() },
    });
  });
}
