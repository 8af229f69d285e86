import { z } from 'zod';
import { imageFile, text } from './common';

/** content/games/games.json: the Games Hub cards (spec section 3: game card). */
export const gameCardSchema = z.strictObject({
  id: z.enum(['sudoku', 'word-maze']),
  title: text(),
  description: text(),
  /** A file in public/images/games/. */
  image: imageFile('games'),
  link: z.enum(['/games/sudoku', '/games/word-maze']),
  rules: z.array(text()).min(1),
});

export const gameCardsSchema = z.array(gameCardSchema).length(2);
export type GameCard = z.output<typeof gameCardSchema>;

/** content/games/words.json: the Word Mage word list. */
export const wordListSchema = z
  .array(z.string().regex(/^[A-Z]{3,10}$/, 'must be 3–10 capital letters A–Z'))
  .min(60)
  .refine((words) => new Set(words).size === words.length, 'lists a word twice');
