import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isDiscountCoinsPath } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler';
import { choosePage, readPrerenderManifest } from './prerendered-pages';

/** Path prefixes that belong to the API and the gateway; everything else is the web app. */
const API_PREFIXES = [
  '/facade/',
  '/api/',
  '/matches/',
  '/wchat/',
  '/upload/',
  '/dev/',
  '/realtime/',
  '/healthz',
];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
}

/**
 * Serves the built web app with an SPA fallback: unknown non-API paths get index.html so the client router
 * can redirect them home, unknown API paths get the 10404 envelope.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  publicUrl?: string,
): Promise<void> {
  const indexHtml = distDir ? path.join(distDir, 'index.html') : undefined;
  const serveWeb = indexHtml !== undefined && existsSync(indexHtml);
  // The public pages prerendered by the build (decision 032), if this build has them.
  const prerendered = serveWeb && distDir ? readPrerenderManifest(distDir) : undefined;
  if (prerendered && publicUrl && prerendered.origin !== publicUrl) {
    app.log.warn(
      { buildOrigin: prerendered.origin, publicUrl },
      'the web build was made for another origin, which its canonical links and sitemap name: build with PUBLIC_URL',
    );
  }
  if (serveWeb && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text file (apps/web/build-tools/precompress.ts): sent as
      // the browser accepts them, with no compression work per request.
      preCompressed: true,
      // Vite fingerprints everything under assets/, so those files never change under the same name; the page
      // itself (any of its encodings) is asked for again each time, so a deploy reaches everyone at once.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (/\.html(\.br|\.gz)?$/.test(filePath)) {
          // index.html and the prerendered pages, which name this build's assets.
          res.header('cache-control', 'no-cache');
        } else if (/(robots\.txt|sitemap\.xml)(\.br|\.gz)?$/.test(filePath)) {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }
  // The prerendered files answer their pages' paths; under their own names they are nobody's page.
  if (prerendered) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/prerendered/')) return reply.callNotFound();
    });
  }
  // The discount-coin page is shown inside the offer pop-up's iframe: our own origin may frame it, no one else.
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isDiscountCoinsPath(request.url)) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header(
          'content-security-policy',
          policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        );
      }
    }
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (serveWeb && wantsPage && !isApiPath(request.url)) {
      const choice = prerendered && choosePage(prerendered, request.url, request.headers);
      if (choice) reply.header('vary', choice.vary);
      return reply.sendFile(choice?.file ?? 'index.html');
    }
    return reply.status(404).send(apiNotFound(request.url));
  });
}
