import { restoreGame, type RestoredGame, type SavedGame } from '@/games/wordSearch/savedGame';
import { readItem, removeItem, writeItem } from '@/lib/browserStorage';
import { WORD_MAGE_KEYS } from '@/lib/practice/store/keys';

/** Word Mage's save in localStorage; a save that cannot be read or written just means a fresh game. */
export function loadSavedGame(nowSeconds: number): RestoredGame {
  try {
    return restoreGame(readItem(WORD_MAGE_KEYS.game), readItem(WORD_MAGE_KEYS.expiration), nowSeconds);
  } catch {
    return { kind: 'fresh' };
  }
}

export function saveGame(game: SavedGame, expirationSeconds: number): void {
  writeItem(WORD_MAGE_KEYS.game, JSON.stringify(game));
  writeItem(WORD_MAGE_KEYS.expiration, String(expirationSeconds));
}

export function clearSavedGame(): void {
  removeItem(WORD_MAGE_KEYS.game);
  removeItem(WORD_MAGE_KEYS.expiration);
}
