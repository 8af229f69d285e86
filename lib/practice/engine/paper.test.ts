import { goTo, choose, saveAndNext, startAttempt, submit } from './attempt';
import { paperAttempt } from './paper';
import { letterRow, parseLetterRow } from './paperRow';
import { scoreAttempt } from './scoring';
import { toHistoryEntry } from '../store/attempts';
import type { Key, Keys } from '../model/key';
import type { TestMeta } from '../model/outline';
import { historyEntrySchema } from '../model/stored';

const mcq = (answer: string): Key => ({ type: 'mcq', answer, marks: { correct: 1, wrong: -0.25 } });

describe('typing a row of letters', () => {
  const slots = Array.from({ length: 6 }, (_, index) => ({ id: `q${index + 1}`, options: index === 5 ? 5 : 4 }));

  it('reads letters in order, any case, with spaces, and - . _ x as blanks', () => {
    expect(parseLetterRow('ab c-d e', slots)).toEqual({ ok: true, answers: ['A', 'B', 'C', null, 'D', 'E'] });
    expect(parseLetterRow('a.b_cX', slots)).toEqual({ ok: true, answers: ['A', null, 'B', null, 'C', null] });
  });

  it('leaves the rest blank when fewer are typed, and nothing typed is all blank', () => {
    expect(parseLetterRow('DC', slots)).toEqual({ ok: true, answers: ['D', 'C', null, null, null, null] });
    expect(parseLetterRow('   ', slots)).toEqual({ ok: true, answers: [null, null, null, null, null, null] });
  });

  it('refuses too many letters, and a letter a question has no bubble for, naming the question', () => {
    expect(parseLetterRow('ABCDABC', slots)).toEqual({ ok: false, error: expect.stringContaining('7 answers typed') });
    expect(parseLetterRow('ABCE', slots, 25)).toEqual({ ok: false, error: expect.stringContaining('question 28') });
    // The fifth option exists only where the question has five.
    expect(parseLetterRow('-----E', slots)).toMatchObject({ ok: true });
    expect(parseLetterRow('Z', slots)).toMatchObject({ ok: false });
  });

  it('writes a grid back as the same row', () => {
    expect(letterRow(['A', null, 'C'])).toBe('A-C');
    const parsed = parseLetterRow(letterRow(['B', null, 'D', 'A', null, 'E']), slots);
    expect(parsed).toEqual({ ok: true, answers: ['B', null, 'D', 'A', null, 'E'] });
  });
});

describe('an attempt on paper', () => {
  const test: TestMeta = {
    id: 'clat-like',
    version: 'v1',
    durationMinutes: 120,
    sections: [
      { id: 'english', name: 'English', questions: ['e1', 'e2', 'e3', 'e4'].map((id) => ({ id, type: 'mcq' as const })) },
      {
        id: 'quant',
        name: 'Quant',
        questions: [
          { id: 'q1', type: 'mcq' as const },
          { id: 'q2', type: 'numeric' as const },
          { id: 'q3', type: 'numeric' as const },
        ],
      },
    ],
  };
  const keys: Keys = {
    e1: mcq('A'),
    e2: mcq('B'),
    e3: mcq('C'),
    e4: mcq('D'),
    q1: mcq('A'),
    q2: { type: 'numeric', answer: 42, marks: { correct: 3, wrong: 0 } },
    q3: { type: 'numeric', answer: { min: 2.4, max: 2.5 }, marks: { correct: 3, wrong: -1 } },
  };
  const answers = { e1: 'A', e2: 'C', e3: null, e4: 'D', q1: 'B', q2: '42', q3: '2.45' };
  const now = Date.UTC(2026, 11, 2, 10);

  it('scores exactly as an online attempt with the same answers', () => {
    // The same answers given on screen: each question opened, chosen and saved, then submitted.
    let online = startAttempt(test, now - 7_200_000);
    for (const [id, answer] of Object.entries(answers)) {
      online = goTo(test, online, id, now - 3_600_000);
      if (answer !== null) online = saveAndNext(test, choose(online, answer), now - 3_600_000);
    }
    online = submit(online, now);
    const paper = paperAttempt(test, answers, 95, now);
    const onScreen = scoreAttempt(test, keys, online.responses);
    const onPaper = scoreAttempt(test, keys, paper.responses);
    expect(onPaper.score).toBe(onScreen.score);
    expect(onPaper.sections.map(({ score, correct, wrong, skipped }) => [score, correct, wrong, skipped])).toEqual(
      onScreen.sections.map(({ score, correct, wrong, skipped }) => [score, correct, wrong, skipped]),
    );
    expect(onPaper).toMatchObject({ score: 1 - 0.25 + 1 - 0.25 + 3 + 3, correct: 4, wrong: 2, skipped: 1 });
  });

  it('is submitted, took the minutes the student gave, every question seen and none timed', () => {
    const paper = paperAttempt(test, { e1: ' B ', e2: '' }, 95, now);
    expect(paper).toMatchObject({
      status: 'submitted',
      onPaper: true,
      submittedAt: now,
      startedAt: now - 95 * 60_000,
      endReason: 'submitted',
    });
    expect(paper.responses.e1.answer).toBe('B');
    expect(paper.responses.e2.answer).toBeNull();
    expect(Object.values(paper.responses).every((response) => response.visited && response.timeMs === 0)).toBe(true);
  });

  it('is kept in the history as on paper, in the stored format', () => {
    const entry = toHistoryEntry(test, keys, paperAttempt(test, answers, 95, now));
    expect(entry).toMatchObject({ onPaper: true, score: 7.5, submittedAt: now, startedAt: now - 95 * 60_000 });
    expect(historyEntrySchema.safeParse(entry).success).toBe(true);
  });
});
