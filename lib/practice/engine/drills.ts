import { questionRef, type BankIndex, type QuestionRef } from '../model/bank';

/**
 * Topic drills: 10 questions of one topic, from one exam or from every exam that has the topic.
 * No question comes back until the drill's pool is used up: the questions seen are kept per
 * pool, and once fewer than a drill's worth are left, the drill takes what is left, fills up from
 * the rest, and a new round starts with those.
 */

export const DRILL_SIZE = 10;
/** Drills kept for the analysis; the oldest fall away. */
export const DRILL_HISTORY_LIMIT = 200;

export type DrillAnswer = { ref: QuestionRef; answer: string | null; timeMs: number; at: number };

export type DrillRecord = {
  startedAt: number;
  topic: string;
  /** The exams the pool was drawn from. */
  exams: string[];
  timed: boolean;
  answers: DrillAnswer[];
};

export type DrillState = {
  /** Questions seen in the current round, by pool (see drillPool). */
  seen: Record<string, QuestionRef[]>;
  history: DrillRecord[];
};

export const emptyDrills = (): DrillState => ({ seen: {}, history: [] });

/** "percentages@cat" or "percentages@all": the pool a drill draws from. */
export const drillPool = (topic: string, exam: string | null) => `${topic}@${exam ?? 'all'}`;

/** Every question of a topic, from one exam or (null) from all of them: a drill's pool. */
export function topicPool(index: BankIndex, topic: string, exam: string | null): QuestionRef[] {
  const pool: QuestionRef[] = [];
  for (const test of index.tests)
    if (exam === null || test.exam === exam)
      for (const section of test.sections)
        for (const question of section.questions) if (question.topic === topic) pool.push(questionRef(test.id, question.id));
  return pool;
}

/** Fisher–Yates with the caller's random source (tests pass a seeded one). */
function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * The next drill from a pool: unseen questions first. Returns the questions, in drill order, and
 * the pool's seen list after it.
 */
export function pickDrill(
  pool: QuestionRef[],
  seenBefore: QuestionRef[],
  random: () => number = Math.random,
  size = DRILL_SIZE,
): { refs: QuestionRef[]; seen: QuestionRef[] } {
  const inPool = new Set(pool);
  const seen = new Set(seenBefore.filter((ref) => inPool.has(ref)));
  const unseen = pool.filter((ref) => !seen.has(ref));
  if (unseen.length >= size) {
    const refs = shuffled(unseen, random).slice(0, size);
    return { refs, seen: [...seen, ...refs] };
  }
  // The round ends: what is left, then a start on the next round from the others.
  const rest = shuffled(
    pool.filter((ref) => seen.has(ref)),
    random,
  ).slice(0, size - unseen.length);
  const refs = [...shuffled(unseen, random), ...rest];
  return { refs, seen: unseen.length === pool.length ? refs : rest };
}

/** The pool's seen list after a drill is picked: counted from the start, so leaving halfway does not serve them again at once. */
export const markSeen = (state: DrillState, pool: string, seen: QuestionRef[]): DrillState => ({
  ...state,
  seen: { ...state.seen, [pool]: seen },
});

/** A finished drill, kept once (by its start) for the notebook and the analysis. */
export function addDrill(state: DrillState, drill: DrillRecord): DrillState {
  const history = [...state.history.filter((past) => past.startedAt !== drill.startedAt), drill].slice(-DRILL_HISTORY_LIMIT);
  return { ...state, history };
}
