// Set-up shared by `npm start` and `npm test`: only Node built-ins here, because it runs before
// dependencies exist on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repo root with inherited output; returns its exit status. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, env) {
  const status = run(command, args, env);
  if (status !== 0) process.exit(status);
}

/** Installs npm packages when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
}

/**
 * Apertium and the language pairs chat translation uses by default (TRANSLATION_ENGINE=apertium): English,
 * Spanish, Portuguese, French and Italian, each pair checked by its mode file.
 */
const TRANSLATION_PACKAGES = [
  { pkg: 'apertium', binary: '/usr/bin/apertium' },
  { pkg: 'apertium-eng-spa', binary: '/usr/share/apertium/modes/eng-spa.mode' },
  { pkg: 'apertium-es-pt', binary: '/usr/share/apertium/modes/es-pt.mode' },
  { pkg: 'apertium-fr-es', binary: '/usr/share/apertium/modes/fr-es.mode' },
  { pkg: 'apertium-spa-ita', binary: '/usr/share/apertium/modes/spa-ita.mode' },
];

/**
 * Installs whichever of `wanted` is missing, with one `apt-get update` (as root, or through sudo without a
 * password). Returns whether everything is there afterwards.
 */
function ensureDebianPackages(wanted, purpose) {
  const missing = wanted.filter((w) => !existsSync(w.binary)).map((w) => w.pkg);
  if (missing.length === 0) return true;
  console.log(`Installing Debian packages for ${purpose}: ${missing.join(', ')}...`);
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const apt = (...args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return run(cmd, rest, { DEBIAN_FRONTEND: 'noninteractive' });
  };
  if (apt('update') !== 0 || apt('install', '-y', '--no-install-recommends', ...missing) !== 0) {
    console.error(
      `Could not install ${missing.join(', ')}: run \`apt-get install ${missing.join(' ')}\` as root.`,
    );
    return false;
  }
  return true;
}

/**
 * Debian packages the tests run for real: chromium drives the browser tests, coturn is the TURN server the
 * relay tests talk to, Apertium translates in the translation tests.
 */
export function ensureTestPackages() {
  const wanted = [
    { pkg: 'chromium', binary: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    { pkg: 'coturn', binary: process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver' },
    ...TRANSLATION_PACKAGES,
  ];
  if (!ensureDebianPackages(wanted, 'the tests')) process.exit(1);
}

/**
 * `npm start` serves chat translation with Apertium unless another engine is configured. Without it the app
 * still runs; translation then says it is not available for any language.
 */
export function ensureTranslationPackages() {
  if ((process.env.TRANSLATION_ENGINE ?? 'apertium') !== 'apertium') return;
  if (!ensureDebianPackages(TRANSLATION_PACKAGES, 'chat translation')) {
    console.error('Starting without Apertium: chat translation will not be available.');
  }
}
