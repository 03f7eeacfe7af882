import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database can be opened by one process only. The server records its pid in DATA_DIR so that
 * `npm run admin` can refuse to open the same data directory while the server runs.
 */
export function pidFilePath(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

export function writePidFile(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(pidFilePath(dataDir), String(process.pid));
}

export function removePidFile(dataDir: string): void {
  rmSync(pidFilePath(dataDir), { force: true });
}

export function runningServerPid(dataDir: string): number | undefined {
  const file = pidFilePath(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
