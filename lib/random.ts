/** A source of numbers in [0, 1), like Math.random; games pass a seeded one for repeatable results. */
export type RandomSource = () => number;

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** `count` distinct items in random order. */
export function pickRandom<T>(items: readonly T[], count: number, random: RandomSource = Math.random): T[] {
  return shuffle(items, random).slice(0, count);
}
