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

/**
 * A small, fast seeded generator (mulberry32): the same seed always gives the same numbers, so
 * games and their tests are repeatable. Not for anything secret.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, n). */
export function randomInt(random: RandomSource, n: number): number {
  return Math.floor(random() * n);
}

/** A fresh seed from the browser's cryptographic generator, for a game nobody can predict. */
export function cryptoSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}
