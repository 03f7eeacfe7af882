// `npm test`: install what is missing (npm packages, Debian's chromium, coturn and apertium), then run every
// check. All checks run even after a failure, so one run reports everything; the exit code is non-zero if any
// failed.
import { ensureDependencies, ensureTestPackages, run } from './setup.mjs';

ensureDependencies();
ensureTestPackages();
// The build the browser tests use carries the pseudo-locale (apps/web/src/i18n/language-choice.ts), which the
// pseudo-locale spec walks the app in; a release build (plain `npm run build`) leaves it out.
process.env.VITE_PSEUDO_LOCALE ??= '1';

const checks = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  // Every shipped interface language at least 85 % translated, no key English lacks (docs/decisions/031).
  ['translations complete', 'npm', ['run', 'i18n:completion']],
  // server-scaled needs PostgreSQL and Redis; .ci/run runs it after this (README: "Scaled tests").
  [
    'unit and integration tests',
    'npx',
    ['vitest', 'run', '--project', 'protocol', '--project', 'server', '--project', 'web'],
  ],
  ['build', 'npm', ['run', 'build']],
  ['browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const failed = [];
for (const [name, command, args] of checks) {
  console.log(`\n=== ${name} ===`);
  if (run(command, args) !== 0) failed.push(name);
}
console.log(`\n${failed.length ? `Failed: ${failed.join(', ')}` : 'All checks passed.'}`);
console.log(`checks: ${checks.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
