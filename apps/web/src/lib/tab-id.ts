import { randomHex } from './random';

const KEY = 'mingle.tabId';
let memory: string | null = null;

/**
 * This browser tab's id: random, kept in sessionStorage so that a reload keeps it (the reloaded page still owns
 * its call) while every other tab has its own (docs/decisions/021-calls-survive.md). Without storage (private
 * modes that refuse it) it lasts as long as the page.
 */
export function tabId(): string {
  if (memory) return memory;
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored && /^[a-f0-9]{16,64}$/.test(stored)) return (memory = stored);
    memory = randomHex(12);
    sessionStorage.setItem(KEY, memory);
  } catch {
    memory ??= randomHex(12);
  }
  return memory;
}
