import { z } from 'zod';
import type { Difficulty } from './session';

/** One bank entry: 81 cells row by row, '1'–'9' a given, 'a'–'i' a blank whose solution is 1–9. */
const ENTRY = /^[1-9a-i]{81}$/;

/** The shape of games/sudoku/bank.json: a list of puzzles per difficulty. */
export const bankSchema = z.object({
  easy: z.array(z.string().regex(ENTRY)).min(1),
  classic: z.array(z.string().regex(ENTRY)).min(1),
  hard: z.array(z.string().regex(ENTRY)).min(1),
}) satisfies z.ZodType<Record<Difficulty, string[]>>;

export type SudokuBank = z.infer<typeof bankSchema>;
