import { z } from 'zod';
import { urls } from '@/lib/urls';
import { checkImages } from './assets';
import { defineDocument } from './collection';
import { imageFile, text } from './common';

const gameCardSchema = z.strictObject({
  id: z.enum(['sudoku', 'word-maze']),
  title: text(),
  description: text(),
  /** A file in public/images/games/. */
  image: imageFile('games'),
  href: z.enum([urls.sudoku, urls.wordMaze]),
  rules: z.array(text()).min(1),
});

export type GameCard = z.output<typeof gameCardSchema>;

/** content/games/games.json: the Games Hub cards and the rules each Play Now dialog shows. */
export const gameCards = defineDocument({
  name: 'game cards',
  file: 'games/games.json',
  schema: z.array(gameCardSchema).length(2),
  check: (games, report) =>
    checkImages(
      report,
      games.map((game, index) => ({ field: `[${index}].image`, publicPath: `images/games/${game.image}` })),
    ),
});

/** content/games/words.json: the Word Mage word list. */
export const wordList = defineDocument({
  name: 'word list',
  file: 'games/words.json',
  schema: z
    .array(z.string().regex(/^[A-Z]{3,10}$/, 'must be 3–10 capital letters A–Z'))
    .min(60)
    .refine((words) => new Set(words).size === words.length, 'lists a word twice'),
});
