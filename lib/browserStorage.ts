/**
 * localStorage that never throws. Storage can be missing, refuse access (private mode, blocked
 * cookies) or refuse writes (full quota); every caller treats that as "nothing saved" and goes on.
 */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether this browser lets the site keep anything at all (to tell the visitor when it cannot). */
export function storageAvailable(): boolean {
  try {
    const store = storage();
    if (!store) return false;
    const probe = '__storage_probe__';
    store.setItem(probe, '1');
    store.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be kept. */
export function writeItem(key: string, value: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/** The stored keys that start with a prefix (none when storage is unavailable). */
export function keysStartingWith(prefix: string): string[] {
  try {
    const store = storage();
    if (!store) return [];
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}
