'use client';

import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { loadBankIndex } from '@/lib/practice/store/fetchBank';
import { currentPersistence, PERSISTENCE_MESSAGES, requestPersistence, type Persistence } from '@/lib/practice/store/persist';
import { clearAllProgress, loadSnapshot, saveSnapshot } from '@/lib/practice/store/snapshot';
import { buildExport, describeMerge, exportFileName, mergeImport, MAX_IMPORT_BYTES, parseImport } from '@/lib/practice/store/transfer';
import styles from './ProgressReport.module.css';

type Message = { kind: 'ok' | 'error'; text: string } | null;

/**
 * Keeping progress safe: ask the browser to keep the site's storage, export everything to one
 * file (shared through the phone's share sheet where files can be shared, else downloaded),
 * import a file from another device (merged, never replacing), and clear everything after asking.
 */
export function ProgressSafety() {
  const [persistence, setPersistence] = useState<Persistence | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [canShareFiles, setCanShareFiles] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    currentPersistence().then(setPersistence);
    try {
      const probe = new File(['{}'], 'probe.json', { type: 'application/json' });
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setCanShareFiles(typeof navigator.canShare === 'function' && navigator.canShare({ files: [probe] }));
    } catch {
      setCanShareFiles(false);
    }
  }, []);

  const exportFile = async () => {
    const now = Date.now();
    const index = await loadBankIndex().catch(() => null);
    const text = JSON.stringify(buildExport(loadSnapshot(), index, now));
    return new File([text], exportFileName(now), { type: 'application/json' });
  };

  const download = async () => {
    const file = await exportFile();
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setMessage({
      kind: 'ok',
      text: `Saved ${file.name}. Keep it somewhere safe (Google Drive, WhatsApp to yourself) to move your progress to another device.`,
    });
  };

  const share = async () => {
    const file = await exportFile();
    try {
      await navigator.share({ files: [file], title: 'My Prep Gurus progress' });
      setMessage({ kind: 'ok', text: `Shared ${file.name}.` });
    } catch (error) {
      if ((error as DOMException)?.name !== 'AbortError')
        setMessage({ kind: 'error', text: 'Sharing did not work here. Use Save progress file instead.' });
    }
  };

  const importFile = async (file: File) => {
    // A file far too large is refused before it is read into memory.
    const parsed = parseImport(file.size > MAX_IMPORT_BYTES ? '' : await file.text(), file.size);
    if (!parsed.ok) {
      setMessage({ kind: 'error', text: parsed.message });
      return;
    }
    let index;
    try {
      index = await loadBankIndex();
    } catch {
      setMessage({
        kind: 'error',
        text: 'The site could not check this file against its tests (the list of questions did not load). Try again when online. Nothing was changed.',
      });
      return;
    }
    const { snapshot, report } = mergeImport(loadSnapshot(), parsed.file, index);
    if (!saveSnapshot(snapshot)) {
      setMessage({
        kind: 'error',
        text: 'This browser did not let the site save the imported progress (storage is full or blocked). Nothing was changed.',
      });
      return;
    }
    setMessage({ kind: 'ok', text: describeMerge(report) });
    // Other islands on the page (the analysis) read storage again.
    window.dispatchEvent(new StorageEvent('storage'));
  };

  return (
    <section aria-labelledby="safety-heading" className={styles.safety}>
      <h2 id="safety-heading">Keep your progress safe</h2>
      <p>
        Everything is kept in this browser only: no account, nothing sent anywhere. {persistence ? PERSISTENCE_MESSAGES[persistence] : null}
      </p>
      {persistence === 'refused' && (
        <p>
          <button type="button" className="button button-outline" onClick={async () => setPersistence(await requestPersistence())}>
            Ask the browser to keep my progress
          </button>
        </p>
      )}
      <div className={styles.safetyActions}>
        <button type="button" className="button button-primary" onClick={download}>
          Save progress file
        </button>
        {canShareFiles && (
          <button type="button" className="button button-outline" onClick={share}>
            Share progress file
          </button>
        )}
        <button type="button" className="button button-outline" onClick={() => fileInput.current?.click()}>
          Import a progress file
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Progress file to import"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      <p className={styles.muted}>
        Import adds a file&rsquo;s attempts, notebook and drills to what this device has: nothing here is replaced or lost, and the same
        attempt is never counted twice.
      </p>
      <div role="status" className={message?.kind === 'ok' ? styles.ok : undefined}>
        {message?.kind === 'ok' && message.text}
      </div>
      <div role="alert" className={message?.kind === 'error' ? styles.error : undefined}>
        {message?.kind === 'error' && message.text}
      </div>
      <p>
        <button type="button" className="button button-outline" onClick={() => setConfirmClear(true)}>
          Clear all my progress
        </button>
      </p>
      <ConfirmDialog
        open={confirmClear}
        title="Clear all your progress?"
        confirmLabel="Yes, clear everything"
        cancelLabel="Keep my progress"
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          clearAllProgress();
          setConfirmClear(false);
          setMessage({ kind: 'ok', text: 'All your progress on this device was cleared.' });
          window.dispatchEvent(new StorageEvent('storage'));
        }}
      >
        <p>
          This deletes every test attempt (finished and in progress), your mistake notebook, your drills and your saved games on this
          device. It cannot be undone. Save a progress file first if you may want them back.
        </p>
      </ConfirmDialog>
    </section>
  );
}
