import fs from 'node:fs';
import path from 'node:path';
import { EXAM_IDS } from '@/lib/content/exams';

// The comparison hides the columns of exams not picked with one CSS selector per exam id: a new exam
// needs its selector, or its column would stay in every comparison.
describe('the comparison CSS', () => {
  it('has a hiding selector for every exam id', () => {
    const css = fs.readFileSync(path.join(__dirname, '..', 'page.module.css'), 'utf8');
    for (const id of EXAM_IDS) expect(css).toContain(`.filtered[data-compare]:not([data-compare~='${id}']) [data-exam='${id}']`);
  });
});
