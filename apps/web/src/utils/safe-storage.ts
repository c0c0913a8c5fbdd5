// localStorage throws in some privacy modes and when the quota is full; the portal must still
// render (it just forgets choices), so every access goes through these wrappers.

/** Reads a localStorage entry, or null when storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, for null, removes) a localStorage entry; failures are ignored. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice simply isn't remembered.
  }
}
