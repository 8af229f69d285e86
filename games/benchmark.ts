import { seededRandom } from '../lib/random';

export type Timing = { name: string; runs: number; medianMs: number; p99Ms: number };

/** Times `run` once per seed (after a warm-up) and reports the median and 99th percentile. */
export function timeOverSeeds(name: string, runs: number, run: (random: () => number) => unknown): Timing {
  for (let seed = 0; seed < Math.min(50, runs); seed += 1) run(seededRandom(1_000_000 + seed));
  const times: number[] = [];
  for (let seed = 0; seed < runs; seed += 1) {
    const random = seededRandom(seed);
    const started = performance.now();
    run(random);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) => times[Math.min(times.length - 1, Math.floor(fraction * times.length))];
  return { name, runs, medianMs: at(0.5), p99Ms: at(0.99) };
}
