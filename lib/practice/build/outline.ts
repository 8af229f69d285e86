import type { PracticeTest } from '@/lib/content/practice';
import type { TestMeta } from '../engine/attempt';

/**
 * The engine's outline of a test (ids, types, clocks) and nothing else: what the list of tests
 * hands its per-device islands, so they read a saved attempt with the engine's own checks and
 * clock (lib/practice/engine/testStatus.ts) without the questions' text.
 */
export function outlineOf(test: PracticeTest): TestMeta {
  return {
    id: test.id,
    version: test.version,
    durationMinutes: test.durationMinutes,
    sections: test.sections.map((section) => ({
      id: section.id,
      name: section.name,
      timeLimitMinutes: section.timeLimitMinutes,
      lockOnTimeUp: section.lockOnTimeUp,
      questions: section.questions.map((question) => ({ id: question.id, type: question.type })),
    })),
  };
}
