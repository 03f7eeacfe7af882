// localStorage throws in some privacy modes and when storage is full; a choice that cannot be stored is
// simply asked again next time, so failures are swallowed here rather than at every call site.

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // See the note above.
  }
}
