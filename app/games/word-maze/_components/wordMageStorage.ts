import { restoreGame, STORAGE_KEYS, type RestoredGame, type SavedGame } from '@/games/wordSearch/savedGame';
import { readItem, removeItem, writeItem } from '@/lib/browserStorage';

/** Word Mage's save in localStorage; a save that cannot be read or written just means a fresh game. */
export function loadSavedGame(nowSeconds: number): RestoredGame {
  try {
    return restoreGame(readItem(STORAGE_KEYS.game), readItem(STORAGE_KEYS.expiration), nowSeconds);
  } catch {
    return { kind: 'fresh' };
  }
}

export function saveGame(game: SavedGame, expirationSeconds: number): void {
  writeItem(STORAGE_KEYS.game, JSON.stringify(game));
  writeItem(STORAGE_KEYS.expiration, String(expirationSeconds));
}

export function clearSavedGame(): void {
  removeItem(STORAGE_KEYS.game);
  removeItem(STORAGE_KEYS.expiration);
}
