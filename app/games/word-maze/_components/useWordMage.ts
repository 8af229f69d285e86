'use client';

import { useCallback, useEffect, useReducer, useState } from 'react';
import { initialWordMage, toSavedGame, wordMageReducer } from '@/games/wordSearch/gameState';
import { generateWordGrid, MESSAGE_MS } from '@/games/wordSearch/wordSearch';
import { useNow } from '@/lib/hooks/useNow';
import { cryptoSeed, seededRandom } from '@/lib/random';
import { clearSavedGame, loadSavedGame, saveGame } from './wordMageStorage';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Word Mage's state (games/wordSearch/gameState.ts) wired to the browser: a saved game resumes on
 * load, the countdown ticks from the deadline (exact after the tab sleeps), every change of a
 * running game is saved and a finished one cleared, and a wrong selection's message shows for 2 s.
 */
export function useWordMage(words: string[]) {
  const [state, dispatch] = useReducer(wordMageReducer, initialWordMage);
  const [message, setMessage] = useState<string | null>(null);

  const begin = useCallback(
    (seconds: number) =>
      dispatch({ type: 'begin', board: generateWordGrid(words, seededRandom(cryptoSeed())), now: nowSeconds() * 1000, seconds }),
    [words],
  );

  useEffect(() => {
    const restored = loadSavedGame(nowSeconds());
    if (restored.kind === 'resume') {
      const { game, secondsLeft } = restored;
      dispatch({
        type: 'resume',
        board: { grid: game.grid, placed: game.placedWords },
        start: game.selectedCells[0] ?? null,
        now: nowSeconds() * 1000,
        seconds: secondsLeft,
      });
    } else if (restored.kind === 'startedWithoutPuzzle') {
      begin(restored.secondsLeft);
    } else if (restored.kind === 'expired') {
      dispatch({ type: 'expire', board: restored.game ? { grid: restored.game.grid, placed: restored.game.placedWords } : null });
    }
  }, [begin]);

  const now = useNow(state.phase === 'running');
  useEffect(() => {
    if (now !== null) dispatch({ type: 'tick', now });
  }, [now]);

  useEffect(() => {
    const saved = toSavedGame(state);
    if (saved) saveGame(saved.game, saved.expirationSeconds);
    else if (state.phase === 'finished') clearSavedGame();
  }, [state]);

  useEffect(() => {
    if (!state.message) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the message lives for 2 s after the event that caused it
    setMessage(state.message.text);
    const timer = window.setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [state.message]);

  return { state, dispatch, begin, message };
}
