'use client';

import { useState } from 'react';
import type { OfflinePackResult } from './offlinePack';
import styles from './SavePracticeOffline.module.css';

type State = { busy: boolean; message: string };

/** What the student is told once the worker has answered (or could not). */
function describe(result: OfflinePackResult | null): string {
  if (!result) return 'Could not save the tests: this browser has not set up offline use for this site yet. Reload the page and try again.';
  if ('skipped' in result) return 'Not saved: your browser asked to save data.';
  const files = `${result.saved} file${result.saved === 1 ? '' : 's'}`;
  if (result.failed === 0) return `Saved ${files}: every practice test and game now works offline.`;
  return `Saved ${files}; ${result.failed} failed to download. Try again when you are online.`;
}

/**
 * "Save practice tests for offline use": asks the service worker for the offline practice pack,
 * which it saves by itself unless the browser asks to save data, and says how it went.
 */
export function SavePracticeOffline() {
  const [state, setState] = useState<State>({ busy: false, message: '' });

  const save = async () => {
    setState({ busy: true, message: 'Saving the practice tests…' });
    // The messaging code comes with the press: the list of tests needs none of it.
    const result = await import('./offlinePack').then((module) => module.requestOfflinePack(false)).catch(() => null);
    setState({ busy: false, message: describe(result) });
  };

  return (
    <div className={styles.save}>
      <button type="button" className="button button-outline" onClick={save} disabled={state.busy}>
        Save practice tests for offline use
      </button>
      <p role="status" className={styles.status}>
        {state.message}
      </p>
    </div>
  );
}
