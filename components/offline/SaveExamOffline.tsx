'use client';

import { useState } from 'react';
import type { OfflinePackResult } from './offlinePack';
import styles from './SaveExamOffline.module.css';

type State = { busy: boolean; message: string };

/** What the student is told once the worker has answered (or could not). */
function describe(result: OfflinePackResult | null, examName: string): string {
  if (!result) return 'Could not save the tests: this browser has not set up offline use for this site yet. Reload the page and try again.';
  const files = `${result.saved} file${result.saved === 1 ? '' : 's'}`;
  if (result.failed === 0) return `Saved ${files}: every ${examName} test now works offline, with your notebook, drills and progress.`;
  return `Saved ${files}; ${result.failed} failed to download. Try again when you are online.`;
}

/**
 * "Save CAT tests for offline use": asks the service worker for one exam's offline pack (its tests,
 * its question bank and the practice pages; about 1 MB at most) and says how it went. Nothing is
 * saved unasked, so a student on mobile data pays only for what they choose.
 */
export function SaveExamOffline({ examId, examName }: { examId: string; examName: string }) {
  const [state, setState] = useState<State>({ busy: false, message: '' });

  const save = async () => {
    setState({ busy: true, message: `Saving the ${examName} tests…` });
    // The messaging code comes with the press: the list of tests needs none of it.
    const result = await import('./offlinePack').then((module) => module.requestOfflinePack(examId)).catch(() => null);
    setState({ busy: false, message: describe(result, examName) });
  };

  return (
    <div className={styles.save}>
      <button type="button" className="button button-outline" onClick={save} disabled={state.busy}>
        Save {examName} tests for offline use
      </button>
      <p role="status" className={styles.status}>
        {state.message}
      </p>
    </div>
  );
}
