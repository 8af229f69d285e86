import { pageNeeds } from './page-needs.mjs';

describe('the files a page needs', () => {
  it('are the scripts and stylesheets it loads from /_next/static/, each once', () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin=""/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<script src="/_next/static/chunks/c.js?v=1" async=""></script>',
      '<script src="/sw-register.js"></script>',
      '<a href="/practice/cat-1">CAT</a>',
      // Addresses inside the page's data (an inline script) are not loads.
      '<script>self.__next_f.push([1,"\\"/_next/static/chunks/d.js\\""])</script>',
    ].join('');
    expect(pageNeeds(html)).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
  });
});
