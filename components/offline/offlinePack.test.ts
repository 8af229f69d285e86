import { parseOfflinePackResult } from './offlinePack';

describe('parseOfflinePackResult', () => {
  it('accepts what the worker sends', () => {
    expect(parseOfflinePackResult({ saved: 49, failed: 0 })).toEqual({ saved: 49, failed: 0 });
    expect(parseOfflinePackResult({ saved: 12, failed: 37 })).toEqual({ saved: 12, failed: 37 });
  });

  it('rejects anything else', () => {
    for (const data of [
      null,
      undefined,
      'saved',
      3,
      {},
      { saved: 1 },
      { saved: -1, failed: 0 },
      { saved: 1.5, failed: 0 },
      { skipped: true },
    ]) {
      expect(parseOfflinePackResult(data)).toBeNull();
    }
  });
});
