/**
 * One live MediaQueryList per query for the page. `window.matchMedia` builds and evaluates a new
 * list on each call; callers that read a query on every render (a store's snapshot, which React
 * reads on every render and again after each commit, or a ref that runs on each of a cell's
 * renders) would pay that each time: about a quarter of a millisecond a render on the exam screen,
 * on every move between questions.
 */
const lists = new Map<string, MediaQueryList>();

export function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}
