// `npm start`: install what is missing, build, then serve everything on one port (the server migrates
// the embedded database in ./data on start-up). Ctrl-C stops it cleanly.
import { ensureDependencies, ensureTranslationPackages, runOrExit } from './setup.mjs';

ensureDependencies();
ensureTranslationPackages();
runOrExit('npm', ['run', 'build']);
await import('../apps/server/dist/main.js');
