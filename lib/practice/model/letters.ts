/** The letters of a multiple-choice question's options, in order (at most five). */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];
