/**
 * An exam's "offline pack": the practice pages, that exam's tests and question bank with the files
 * they need, which the service worker saves when the student presses "Save CAT tests for offline
 * use" on /practice (the app shell is precached on install; other pages are kept as visited). The
 * page asks with this message; scripts/build/offline-pack.sw.js answers.
 */
export const SAVE_OFFLINE_PACK = 'SAVE_OFFLINE_PACK';

export type SaveOfflinePackMessage = { type: typeof SAVE_OFFLINE_PACK; exam: string };

/** The worker's answer: files now saved and files that could not be fetched. */
export type OfflinePackResult = { saved: number; failed: number };

/**
 * Checks a message from the worker. Written by hand rather than with zod: every page loads this
 * module once its worker is registered, and zod would add about 15 kB of gzip JavaScript to each.
 */
export function parseOfflinePackResult(data: unknown): OfflinePackResult | null {
  if (typeof data !== 'object' || data === null) return null;
  const { saved, failed } = data as Record<string, unknown>;
  const count = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
  return count(saved) && count(failed) ? { saved: saved as number, failed: failed as number } : null;
}

/**
 * Asks the active service worker to save an exam's pack; resolves with its answer (null when there
 * is no worker, or no answer in time). Offline, files not yet saved come back as failed.
 */
export async function requestOfflinePack(exam: string, timeoutMs = 120_000): Promise<OfflinePackResult | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const worker = registration?.active ?? (registration ? (await navigator.serviceWorker.ready).active : null);
  if (!worker) return null;
  const channel = new MessageChannel();
  const answer = new Promise<OfflinePackResult | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(parseOfflinePackResult(event.data));
    };
  });
  const message: SaveOfflinePackMessage = { type: SAVE_OFFLINE_PACK, exam };
  worker.postMessage(message, [channel.port2]);
  return answer;
}
