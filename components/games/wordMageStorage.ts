import { restoreGame, STORAGE_KEYS, type RestoredGame, type SavedGame } from '@/games/wordSearch/savedGame';

/**
 * localStorage for Word Mage. Storage can be missing or refuse writes (private mode, full quota);
 * every access is guarded, and a failure simply means the game is not saved.
 */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function loadSavedGame(nowSeconds: number): RestoredGame {
  try {
    const store = storage();
    if (!store) return { kind: 'fresh' };
    return restoreGame(store.getItem(STORAGE_KEYS.game), store.getItem(STORAGE_KEYS.expiration), nowSeconds);
  } catch {
    return { kind: 'fresh' };
  }
}

export function saveGame(game: SavedGame, expirationSeconds: number): void {
  try {
    storage()?.setItem(STORAGE_KEYS.game, JSON.stringify(game));
    storage()?.setItem(STORAGE_KEYS.expiration, String(expirationSeconds));
  } catch {
    // Not saved; the game goes on.
  }
}

export function clearSavedGame(): void {
  try {
    storage()?.removeItem(STORAGE_KEYS.game);
    storage()?.removeItem(STORAGE_KEYS.expiration);
  } catch {
    // Nothing to clear.
  }
}
