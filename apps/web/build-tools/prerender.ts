import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { PrerenderManifest, RenderedPage } from './marketing-site';

/** Renders the pages with the app's components; run by Vite's SSR loader, so TSX, JSON and globs work. */
const RENDER_MODULE = '/src/features/static-pages/marketing-prerender.tsx';
const SHARE_IMAGE = '/icons/icon-512.png';

interface RenderModule {
  prerenderMarketingPages(): Promise<{
    shipped: string[];
    shellCookies: PrerenderManifest['shellCookies'];
    pages: RenderedPage[];
    appSegments: string[];
    prefixes: string[];
  }>;
}

/**
 * The site's public origin, for canonical links, hreflang, Open Graph and the sitemap, which must be absolute. The
 * same PUBLIC_URL the server reads (apps/server/src/config.ts), with the same default; the server warns when the
 * build's origin is not its own.
 */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/$/, '');
}

/**
 * A first-time visitor's blank browser for the duration of the render: some of the app's modules read cookies and
 * storage when they load (the session store), which is what a visitor's page is drawn from. Removed afterwards, so
 * the rest of the build (the PWA plugin's worker build) runs in plain Node.
 */
async function withVisitorWindow(origin: string): Promise<() => void> {
  // Loaded here, not at the top: vite.config.ts imports this file for every dev server and build.
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: `${origin}/` });
  const names = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'] as const;
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of names) {
    Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
    window.close();
  };
}

async function renderPages(
  root: string,
  origin: string,
): Promise<Awaited<ReturnType<RenderModule['prerenderMarketingPages']>>> {
  const { createServer } = await import('vite');
  const restore = await withVisitorWindow(origin);
  // A bare server: no config file, so neither this plugin nor the PWA one runs again inside it.
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(RENDER_MODULE)) as RenderModule;
    return await module.prerenderMarketingPages();
  } finally {
    await server.close();
    restore();
  }
}

/** Writes the pages, sitemap.xml, robots.txt and the manifest the server routes by; answers the files written. */
export async function writeMarketingSite(
  outDir: string,
  rendered: Awaited<ReturnType<RenderModule['prerenderMarketingPages']>>,
  origin: string,
): Promise<string[]> {
  const { alternatesOf, fileFor, MANIFEST_FILE, manifestOf, pageDocument, robotsTxt, sitemapXml } =
    await import('./marketing-site');
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const image = existsSync(path.join(outDir, SHARE_IMAGE)) ? SHARE_IMAGE : undefined;
  const written: string[] = [];
  const write = async (file: string, text: string) => {
    const target = path.join(outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
    written.push(file);
  };
  for (const page of rendered.pages) {
    const alternates = alternatesOf(rendered.pages, page.page, origin);
    await write(fileFor(page), pageDocument(template, page, alternates, { origin, image }));
  }
  await write('sitemap.xml', sitemapXml(rendered.pages, origin));
  await write('robots.txt', robotsTxt(rendered.appSegments, rendered.prefixes, origin));
  await write(MANIFEST_FILE, `${JSON.stringify(manifestOf(rendered, origin), null, 2)}\n`);
  return written;
}

/**
 * Prerenders the public marketing pages into the build (docs/decisions/032-prerendered-marketing-pages.md). Runs
 * when the bundle is written and before the precompress plugin's closeBundle, so the pages get .br and .gz copies.
 */
export function prerenderMarketing(options: { origin?: string } = {}): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'mingle-prerender-marketing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const started = performance.now();
        const origin = options.origin ?? siteOrigin();
        const rendered = await renderPages(root, origin);
        const written = await writeMarketingSite(outDir, rendered, origin);
        const languages = [...new Set(rendered.pages.map((p) => p.language))].join(', ');
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        this.info?.(`prerendered ${written.length} files (${languages}) for ${origin} in ${seconds} s`);
      },
    },
  };
}
