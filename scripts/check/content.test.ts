import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyContentForChecks } from '@/lib/test-utils/tempContent';
import { reportContent } from './contentReport';

const CONTENT = path.join(process.cwd(), 'content');

/**
 * What `npm run check:content` prints (stdout, stderr) and exits with, for the content in `dir`.
 * Run in-process: a spawned check would compile and load everything again for each case.
 */
function checkContentIn(dir: string) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    const status = reportContent({ log: (line) => stdout.push(`${line}\n`), error: (line) => stderr.push(`${line}\n`) });
    return { status, stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
}

/** Runs check:content on a copy of content/ that the test may break (its practice bank cut short: copyContentForChecks). */
function checkContent(breakContent: (dir: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  try {
    copyContentForChecks(dir);
    breakContent(dir);
    return checkContentIn(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function editJson(file: string, edit: (data: Record<string, unknown>) => void) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(data);
  fs.writeFileSync(file, JSON.stringify(data));
}

describe('npm run check:content', () => {
  jest.setTimeout(60_000);

  it('passes on the content as shipped', () => {
    const result = checkContentIn(CONTENT);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Content OK/);
    expect(result.status).toBe(0);
  });

  it('passes on the copy the cases below break', () => {
    const result = checkContent(() => undefined);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('lists every problem at once, each with its file and field, and fails', () => {
    const result = checkContent((dir) => {
      editJson(path.join(dir, 'exams/npat.json'), (exam) => {
        delete (exam.faqs as Record<string, unknown>[])[2].answer;
      });
      editJson(path.join(dir, 'law/colleges/NLSIU.json'), (college) => {
        college.seats = 310;
      });
      editJson(path.join(dir, 'site.json'), (site) => {
        site.phone = 42;
      });
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('3 problems in content/:');
    expect(result.stderr).toMatch(/npat\.json → faqs\[2\]\.answer: is missing \(this field is required\)/);
    expect(result.stderr).toMatch(/NLSIU\.json → \(whole file\): Unrecognized key: "seats"/);
    expect(result.stderr).toMatch(/site\.json → phone: /);
  });
});

describe('npm run check:content on exam ids', () => {
  it('fails when an exam file is not named by an exam id, naming the file and field', () => {
    const result = checkContent((dir) => fs.renameSync(path.join(dir, 'exams/npat.json'), path.join(dir, 'exams/nmat.json')));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /exams\/nmat\.json → \(file name\): "nmat" is not an exam id: add it to EXAM_IDS in lib\/content\/exams\.ts/,
    );
    expect(result.stderr).toMatch(/lib\/content\/exams\.ts → EXAM_IDS: "npat" has no content file/);
  });
});

describe('npm run check:content on practice tests', () => {
  it('names the file and field of a key that disagrees with its explanation, and of maths KaTeX cannot typeset', () => {
    const result = checkContent((dir) => {
      const file = path.join(dir, 'practice/npat-practice-1.yaml');
      const text = fs.readFileSync(file, 'utf8');
      // The first question's key becomes another letter than its explanation states.
      const broken = text
        .replace(/(\n {8}answer: )([A-D])/, (_, lead: string, letter: string) => `${lead}${letter === 'A' ? 'B' : 'A'}`)
        .replace(/(\n {8}prompt: \|\n {10})/, '$1Work out $\\frac{1}{$ first. ');
      fs.writeFileSync(file, broken);
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /practice\/npat-practice-1\.yaml → sections\[0\]\.questions\[0\]\.explanation: ends with "Answer: [A-D]" but the key is "[A-D]"/,
    );
    expect(result.stderr).toMatch(/npat-practice-1\.yaml → sections\[0\]\.questions\[0\]\.prompt: cannot typeset/);
  });

  it('checks the other tests when one does not load, listing both in one run', () => {
    const result = checkContent((dir) => {
      const file = path.join(dir, 'practice/npat-practice-1.yaml');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/(\n {8}prompt: \|\n {10})/, '$1Work out $\\frac{1}{$ first. '));
      const other = path.join(dir, 'practice/npat-practice-2.yaml');
      fs.writeFileSync(other, fs.readFileSync(other, 'utf8').replace(/difficulty: \w+/, 'difficulty: impossible'));
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('2 problems in content/:');
    expect(result.stderr).toMatch(/npat-practice-2\.yaml → sections\[0\]\.questions\[0\]\.difficulty: /);
    expect(result.stderr).toMatch(/npat-practice-1\.yaml → sections\[0\]\.questions\[0\]\.prompt: cannot typeset/);
  });
});

describe('npm run check:content on errata', () => {
  const entry = (fields: string) =>
    `  - date: 2026-12-01\n    what: Changed.\n    why: A mistake.\n${fields
      .split('\n')
      .map((line) => `    ${line}`)
      .join('\n')}\n`;

  it('names the field of an entry that lacks its keys, names no test or question, or states another key than the test file', () => {
    const result = checkContent((dir) =>
      fs.writeFileSync(
        path.join(dir, 'errata.yaml'),
        'corrections:\n' +
          entry('test: npat-practice-1\nquestion: quant-1\nchange: key\npreviousKey: C') +
          entry('test: npat-practice-9\nquestion: quant-1\nchange: wording') +
          entry('test: npat-practice-1\nquestion: quant-99\nchange: explanation') +
          entry('test: npat-practice-1\nquestion: quant-1\nchange: key\npreviousKey: D\nnewKey: B') +
          entry('test: npat-practice-1\nquestion: quant-1\nchange: key\npreviousKey: B\nnewKey: D'),
      ),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/errata\.yaml → corrections\[0\]\.newKey: is required when change is key/);
    // The schema's problems come first; the checks against the tests run once the file loads.
    const fixed = checkContent((dir) =>
      fs.writeFileSync(
        path.join(dir, 'errata.yaml'),
        'corrections:\n' +
          entry('test: npat-practice-9\nquestion: quant-1\nchange: wording') +
          entry('test: npat-practice-1\nquestion: quant-99\nchange: explanation') +
          entry('test: npat-practice-1\nquestion: quant-1\nchange: key\npreviousKey: D\nnewKey: B') +
          entry('test: npat-practice-1\nquestion: quant-1\nchange: key\npreviousKey: B\nnewKey: D'),
      ),
    );
    expect(fixed.status).toBe(1);
    expect(fixed.stderr).toContain('3 problems in content/:');
    expect(fixed.stderr).toMatch(/errata\.yaml → corrections\[0\]\.test: "npat-practice-9" is not a practice test/);
    expect(fixed.stderr).toMatch(/errata\.yaml → corrections\[1\]\.question: "quant-99" is not a question of npat-practice-1/);
    expect(fixed.stderr).toMatch(
      /errata\.yaml → corrections\[2\]\.newKey: is "B" but the key in \S*practice\/npat-practice-1\.yaml is "D"/,
    );
  });
});
