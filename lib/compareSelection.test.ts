import { MAX_COMPARED, parseCompared, toggleCompared, withCompared } from './compareSelection';

const KNOWN = ['cat', 'clat', 'ailet', 'slat', 'ipmat'];

describe('the exams chosen for comparison', () => {
  it('reads known ids from the address, in the site order, at most three, each once', () => {
    expect(parseCompared('?exams=clat,cat', KNOWN)).toEqual(['cat', 'clat']);
    expect(parseCompared('?exams=CAT,,nope,cat', KNOWN)).toEqual(['cat']);
    expect(parseCompared('?exams=ipmat,slat,ailet,clat', KNOWN)).toHaveLength(MAX_COMPARED);
    expect(parseCompared('', KNOWN)).toEqual([]);
    expect(parseCompared('?exams=%3Cscript%3E', KNOWN)).toEqual([]);
  });

  it('adds and removes an exam, and never a fourth', () => {
    expect(toggleCompared([], 'clat', KNOWN)).toEqual(['clat']);
    expect(toggleCompared(['clat'], 'cat', KNOWN)).toEqual(['cat', 'clat']);
    expect(toggleCompared(['cat', 'clat'], 'cat', KNOWN)).toEqual(['clat']);
    expect(toggleCompared(['cat', 'clat', 'slat'], 'ipmat', KNOWN)).toEqual(['cat', 'clat', 'slat']);
  });

  it('keeps the choice in the address so it can be shared', () => {
    expect(withCompared('https://x.in/exams?exams=cat#comparison', ['cat', 'slat'])).toBe('/exams?exams=cat,slat#comparison');
    expect(withCompared('https://x.in/exams?exams=cat', [])).toBe('/exams');
  });
});
