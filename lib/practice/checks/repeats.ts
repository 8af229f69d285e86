import { allowedDuplicates } from '@/lib/content/allowedDuplicates';
import { EXAM_IDS, type ExamId } from '@/lib/content/exams';
import type { PracticeSection } from '@/lib/content/practice';

/**
 * A bank without repeats. Students sit several of these exams, so a question repeated in another
 * test (or a near copy: other names, one noun or number changed, the same problem reworded) is one
 * they meet twice. This check compares every question of content/practice with every other and
 * every passage with every other, and fails on near copies unless the pair is listed, with its
 * reason, in content/practice-duplicates-allowed.yaml.
 *
 * How two questions are compared:
 * 1. Text: the prompt and the options, lower-cased, Markdown and punctuation removed, digits kept.
 *    A formula ($…$) counts as one token for what it says (spaces and sizing commands removed) and
 *    one for its shape (its numbers replaced by #), so "x + 1/x = 3" and "x + 1/x = 4" share the
 *    shape and differ in the formula; a single letter or number between $…$ is an ordinary word.
 * 2. What many different questions say is not content: the instruction wording of a question type
 *    (INSTRUCTIONS: "Choose the word closest in meaning to", "Taking the statements to be true …")
 *    and standard answer options (STANDARD_OPTION: "Only conclusion I follows", "Statement I alone is
 *    sufficient …", "No error"; and any option used word for word by 3 or more questions, such as a
 *    bare number or a sentence order "QPSR") are dropped.
 * 3. Features are the remaining words and pairs of adjacent words. A feature found in n questions
 *    weighs log(40 / n), nothing from 40 questions on: a rare word or phrase says much, a common one
 *    little. Similarity is the weighted Jaccard index: the weight of the shared features over the
 *    weight of all features of the two.
 * 4. A pair is a near copy when its similarity is at least NEAR_COPY (0.30); or when the two prompts
 *    are the same once the instruction wording is gone ("CANDID" twice, with other options); or when
 *    the prompts share three or more numbers (other than 0, 1, 2) and most of their numbers, and the
 *    similarity is at least 0.2 (the same problem reworded: "12 days … 18 days … 4 days").
 * 5. Two questions that both belong to passages are not compared with each other: questions on a
 *    passage share its names and wording by design. Their passages are compared instead (a passage at
 *    PASSAGE_NEAR_COPY or more like another is a copy).
 *
 * The thresholds were set on the bank of November 2026 (1,534 questions): above 0.30 every pair found
 * was a copy or the same template with changed numbers; below it, pairs of different questions of one
 * type ("What is the remainder when 7^45 …" and "… 2^31 …") begin. What it does not see: the same test
 * sentence inside differently built questions (a subject–verb item once as the error-spotting prompt,
 * once as one of four options), and the same scenario told in other words and numbers (two people
 * standing back to back, walking and turning). Editors still read for those.
 *
 * Questions are indexed by their features, so only pairs that share a weighted feature are scored
 * (about a second for the whole bank, against a minute for every pair in turn).
 */

/** Weighted Jaccard similarity from which two questions are near copies. */
export const NEAR_COPY = 0.3;
/** The similarity at which two passages are copies. */
export const PASSAGE_NEAR_COPY = 0.4;
/** A feature in this many questions or more weighs nothing. */
const COMMON = 40;

/** Instruction wording of question types, removed before comparing (matched on the normalised text). */
export const INSTRUCTIONS: readonly string[] = [
  'three of the following (?:numbers |words |pairs )?are alike in a certain way(?: and one is different)?',
  '(?:which is|choose) the odd one out',
  'odd one out',
  'one (?:number|term|letter) in the series below does not fit the pattern which is it',
  '(?:find|what is|which is) the next (?:number|term|letter|pair of letters)(?: in the series)?',
  '(?:what|which) (?:number|term|letter|pair of letters) comes next in the series',
  'choose the word (?:that is )?(?:most nearly |closest )(?:opposite |similar )?in meaning to',
  'choose the (?:word|pair of words|option) that (?:best|correctly) (?:fills the blanks?|completes the sentence)',
  'choose the (?:option that best expresses the )?meaning of the idiom(?: in bold)?',
  '(?:taking|assuming) the statements (?:to be|are) true',
  'if these statements are true',
  'which conclusions? s? follows?(?: from the statements?)?',
  'decide whether the statements give enough information to answer the question',
  '(?:read the sentence below which is|the sentence below is) divided into (?:three|four) parts',
  'choose the part that contains a grammatical error',
  'if there is no error choose no error',
  'type a whole number',
  'choose the grammatically correct sentence',
  'which of the following (?:sentences is grammatically correct|is correct|statements is true)',
  'what is the remainder when',
  'is divided by',
  'what is the units digit of',
  'how many integers x satisfy',
  'what is the (?:sum|product) of all (?:the )?(?:distinct )?real (?:numbers|values of) x that satisfy',
  'what is the value of',
  'statements?',
  'conclusions?',
  'question',
];

const INSTRUCTION_PATTERN = new RegExp(`\\b(?:${INSTRUCTIONS.join('|')})\\b`, 'g');

/** Answer options that many questions of a type share; they say nothing about which question it is. */
const STANDARD_OPTION =
  /\b(?:follows?|sufficient|no improvement|no error|none of (?:these|the above)|cannot be determined|data (?:is )?inadequate|implicit)\b|^(?:part )?[a-e]$/;

/** A question or passage as the check sees it. */
export type BankEntry = {
  /** "cat-practice-1/qa-4", or "cat-practice-1/passage/rc-1" for a passage. */
  key: string;
  /** The passage a question belongs to ("cat-practice-1/rc-1"), if any. */
  passage?: string;
  /** Markdown. */
  prompt: string;
  options?: readonly string[];
};

export type NearCopy = { a: string; b: string; similarity: number; why: string };

const FORMULA = /\$([^$]+)\$/g;

function formulaTokens(formula: string): string[] | null {
  const compact = formula.replace(/\\(?:left|right|big|Big|bigg|Bigg|,|;|!|quad)|\s/g, '').toLowerCase();
  if (/^(?:[a-z]|\d+(?:\.\d+)?)$/.test(compact)) return null;
  return [`⟨${compact}⟩`, `⟨#${compact.replace(/\d+(?:\.\d+)?/g, '#')}⟩`];
}

/** Words (digits kept) with formulas as tokens; `strip` removes the instruction wording. */
export function tokens(markdown: string, strip: boolean): string[] {
  const formulas: string[][] = [];
  let text = markdown.replace(FORMULA, (_, formula: string) => {
    const found = formulaTokens(formula);
    if (!found) return ` ${formula} `;
    formulas.push(found);
    return ` qqformula${formulas.length - 1}qq `;
  });
  text = text
    .toLowerCase()
    .replace(/\\([a-z]+)/g, ' $1 ')
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (strip) text = text.replace(INSTRUCTION_PATTERN, ' ');
  return text.split(/\s+/).flatMap((word) => {
    if (!word) return [];
    const formula = word.match(/^qqformula(\d+)qq$/);
    return formula ? formulas[Number(formula[1])] : [word];
  });
}

function features(words: readonly string[][]): Set<string> {
  const out = new Set<string>();
  for (const run of words) {
    run.forEach((word, index) => {
      out.add(word);
      if (index > 0) out.add(`${run[index - 1]} ${word}`);
    });
  }
  return out;
}

/** The numbers a prompt states (commas of thousands removed), other than 0, 1 and 2. */
function numbersOf(markdown: string): Set<string> {
  return new Set((markdown.replace(/(\d),(\d)/g, '$1$2').match(/\d+(?:\.\d+)?/g) ?? []).filter((n) => !['0', '1', '2'].includes(n)));
}

type Prepared = { entry: BankEntry; features: Set<string>; prompt: string; numbers: Set<string> };

/** How much work a run did: pairs that shared a weighted feature and were scored. */
export type CheckStats = { entries: number; scored: number };

/**
 * Every pair of near copies in the bank, each once (a before b in the given order). `stats`, when
 * given, receives how many pairs were scored (the rest share no weighted feature and cannot match).
 */
export function findNearCopies(entries: readonly BankEntry[], stats?: CheckStats): NearCopy[] {
  const questions = entries.filter((entry) => !entry.key.includes('/passage/'));
  const passages = entries.filter((entry) => entry.key.includes('/passage/'));
  if (stats) Object.assign(stats, { entries: entries.length, scored: 0 });
  return [...compare(questions, true, stats), ...compare(passages, false, stats)];
}

function compare(entries: readonly BankEntry[], areQuestions: boolean, stats?: CheckStats): NearCopy[] {
  const optionUses = new Map<string, number>();
  const normalisedOptions = entries.map((entry) => [...new Set((entry.options ?? []).map((option) => tokens(option, false).join(' ')))]);
  for (const options of normalisedOptions) for (const option of options) optionUses.set(option, (optionUses.get(option) ?? 0) + 1);

  const prepared: Prepared[] = entries.map((entry, index) => {
    const prompt = tokens(entry.prompt, areQuestions);
    const options = normalisedOptions[index].filter(
      (option) => option && (optionUses.get(option) ?? 0) < 3 && !STANDARD_OPTION.test(option),
    );
    return {
      entry,
      features: features([prompt, ...options.map((option) => option.split(' '))]),
      prompt: prompt.join(' '),
      numbers: areQuestions ? numbersOf(entry.prompt) : new Set(),
    };
  });

  const uses = new Map<string, number>();
  for (const item of prepared) for (const feature of item.features) uses.set(feature, (uses.get(feature) ?? 0) + 1);
  const weight = (feature: string) => Math.max(0, Math.log(COMMON / (uses.get(feature) ?? COMMON)));
  const totals = prepared.map((item) => [...item.features].reduce((sum, feature) => sum + weight(feature), 0));

  // Only pairs that share a feature of some weight can reach a threshold: index by those features.
  const byFeature = new Map<string, number[]>();
  prepared.forEach((item, index) => {
    for (const feature of item.features) {
      if (weight(feature) <= 0) continue;
      const holders = byFeature.get(feature);
      if (holders) holders.push(index);
      else byFeature.set(feature, [index]);
    }
  });
  const shared = new Map<number, number>();
  for (const [feature, holders] of byFeature) {
    const w = weight(feature);
    for (let x = 0; x < holders.length; x++)
      for (let y = x + 1; y < holders.length; y++) {
        const pair = holders[x] * prepared.length + holders[y];
        shared.set(pair, (shared.get(pair) ?? 0) + w);
      }
  }

  const found: NearCopy[] = [];
  if (stats) stats.scored += shared.size;
  for (const [pair, together] of shared) {
    const i = Math.floor(pair / prepared.length);
    const j = pair % prepared.length;
    const a = prepared[i];
    const b = prepared[j];
    if (areQuestions && a.entry.passage && b.entry.passage) continue;
    const similarity = together / (totals[i] + totals[j] - together);
    const why = verdict(a, b, similarity, areQuestions);
    if (why) found.push({ a: a.entry.key, b: b.entry.key, similarity: Math.round(similarity * 100) / 100, why });
  }
  return found.sort((x, y) => y.similarity - x.similarity || x.a.localeCompare(y.a) || x.b.localeCompare(y.b));
}

function verdict(a: Prepared, b: Prepared, similarity: number, areQuestions: boolean): string | null {
  if (!areQuestions) return similarity >= PASSAGE_NEAR_COPY ? `passages ${Math.round(similarity * 100)}% alike` : null;
  if (a.prompt && a.prompt === b.prompt) return 'the same prompt';
  if (similarity >= NEAR_COPY) return `${Math.round(similarity * 100)}% alike`;
  const common = [...a.numbers].filter((n) => b.numbers.has(n));
  const union = new Set([...a.numbers, ...b.numbers]).size;
  if (similarity >= 0.2 && common.length >= 3 && common.length / union >= 0.6)
    return `the same numbers (${common.join(', ')}) in a reworded problem`;
  return null;
}

/** The same pair in either order. */
export const pairKey = (a: string, b: string) => [a, b].sort().join(' ↔ ');

/**
 * The order in which copies are judged: the first of a pair stays and the later one is reported.
 * Mini-tests came before the full-length mocks; within each kind, exams in the site's order, then
 * tests by number (cuet-practice-1 before cuet-practice-2).
 */
function bankOrder(a: { id: string; kind: string; exam: ExamId }, b: { id: string; kind: string; exam: ExamId }): number {
  return (
    Number(a.kind === 'full-length') - Number(b.kind === 'full-length') ||
    EXAM_IDS.indexOf(a.exam) - EXAM_IDS.indexOf(b.exam) ||
    a.id.localeCompare(b.id, 'en', { numeric: true })
  );
}

type CheckedTest = { id: string; kind: string; exam: ExamId; sections: PracticeSection[] };

/** The bank as the duplicate check reads it, with where each entry sits (test and field). */
export function bankEntries(tests: readonly CheckedTest[]): (BankEntry & { test: string; field: string })[] {
  return [...tests].sort(bankOrder).flatMap((test) =>
    test.sections.flatMap((section, s) => [
      ...(section.passages ?? []).map((passage, p) => ({
        key: `${test.id}/passage/${passage.id}`,
        prompt: passage.text,
        test: test.id,
        field: `sections[${s}].passages[${p}]`,
      })),
      ...section.questions.map((question, q) => ({
        key: `${test.id}/${question.id}`,
        ...(question.passage ? { passage: `${test.id}/${question.passage}` } : {}),
        prompt: question.prompt,
        ...(question.type === 'mcq' ? { options: question.options } : {}),
        test: test.id,
        field: `sections[${s}].questions[${q}]`,
      })),
    ]),
  );
}

/**
 * No question of the bank may repeat another. A copy is reported in the later test's file; an entry
 * of the allow-list in content/practice-duplicates-allowed.yaml (`file`).
 */
export function checkNoRepeats(
  tests: readonly CheckedTest[],
  report: (id: string, field: string, message: string, file?: string) => void,
): void {
  const entries = bankEntries(tests);
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  const allowed = allowedDuplicates.get().allowed;
  const allowedPairs = new Set(allowed.map((entry) => pairKey(...entry.pair)));
  const found = findNearCopies(entries);
  const foundPairs = new Set(found.map((copy) => pairKey(copy.a, copy.b)));
  for (const copy of found) {
    if (allowedPairs.has(pairKey(copy.a, copy.b))) continue;
    const later = byKey.get(copy.b)!;
    const first = byKey.get(copy.a)!;
    const excerpt = first.prompt.replace(/\s+/g, ' ').trim().slice(0, 70);
    report(
      later.test,
      later.field,
      `repeats ${copy.a} ("${excerpt}…"; ${copy.why}): write an original ${copy.b.includes('/passage/') ? 'passage' : 'question'} in its place, or, if the repeat is deliberate, list the pair with its reason in content/${allowedDuplicates.file}`,
    );
  }
  // The list holds only pairs that exist and are still alike, so it never hides a future copy.
  allowed.forEach((entry, index) => {
    const missing = entry.pair.filter((key) => !byKey.has(key));
    if (missing.length)
      report(
        '',
        `allowed[${index}].pair`,
        `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not in content/practice`,
        allowedDuplicates.file,
      );
    else if (!foundPairs.has(pairKey(...entry.pair)))
      report('', `allowed[${index}].pair`, 'these are no longer alike: remove the entry', allowedDuplicates.file);
  });
}
