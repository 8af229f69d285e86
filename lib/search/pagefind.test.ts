import { excerptParts } from './pagefind';

describe('search excerpts', () => {
  it('splits highlighted words from the text around them', () => {
    expect(excerptParts('There is <mark>no</mark> <mark>negative</mark> marking')).toEqual([
      { text: 'There is ', marked: false },
      { text: 'no', marked: true },
      { text: ' ', marked: false },
      { text: 'negative', marked: true },
      { text: ' marking', marked: false },
    ]);
  });

  it('keeps any other markup as text and decodes entities once', () => {
    expect(excerptParts('&lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror=alert(1)> A &amp;amp; B')).toEqual([
      { text: '<script>alert(1)</script>  A &amp; B', marked: false },
    ]);
  });
});
