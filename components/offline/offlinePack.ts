/**
 * The "offline practice pack": every practice test and game page with the files they need, which
 * the service worker saves after its first install (the app shell is precached on install). The
 * page asks for it with this message (scripts/build/offline-pack.sw.js answers): automatically
 * unless the browser asks to save data, or when the student presses the button on /practice.
 */
export const SAVE_OFFLINE_PACK = 'SAVE_OFFLINE_PACK';

export type SaveOfflinePackMessage = { type: typeof SAVE_OFFLINE_PACK; auto: boolean };

/** The worker's answer: files now saved, files that could not be fetched, or skipped (saving data). */
export type OfflinePackResult = { saved: number; failed: number } | { skipped: true };

/**
 * Checks a message from the worker. Written by hand rather than with zod: every page loads this
 * module once its worker is registered, and zod would add about 15 kB of gzip JavaScript to each.
 */
export function parseOfflinePackResult(data: unknown): OfflinePackResult | null {
  if (typeof data !== 'object' || data === null) return null;
  const { saved, failed, skipped } = data as Record<string, unknown>;
  if (skipped === true) return { skipped: true };
  const count = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
  return count(saved) && count(failed) ? { saved: saved as number, failed: failed as number } : null;
}

type NetworkInformationLike = { saveData?: boolean };

/** True when the browser asks sites to save data (Chrome's Lite mode, a metered-connection setting). */
export function browserSavesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true;
}

/**
 * Asks the active service worker to save the pack; resolves with its answer (null when there is no
 * worker, or no answer in time). Offline, files not yet saved come back as failed.
 */
export async function requestOfflinePack(auto: boolean, timeoutMs = 120_000): Promise<OfflinePackResult | null> {
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
  const message: SaveOfflinePackMessage = { type: SAVE_OFFLINE_PACK, auto };
  worker.postMessage(message, [channel.port2]);
  return answer;
}
