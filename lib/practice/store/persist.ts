/**
 * Asks the browser to keep the site's storage when it runs short of space (Safari and Chrome may
 * otherwise evict it: a student's whole history). Browsers decide by their own rules: Chrome grants
 * it to sites used often or installed, Firefox asks the user, Safari grants it to installed web
 * apps. The outcome is told to the student either way, with what to do if it was refused.
 */
export type Persistence = 'persisted' | 'refused' | 'unsupported';

export async function requestPersistence(): Promise<Persistence> {
  try {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return 'unsupported';
    if (await storage.persisted?.()) return 'persisted';
    return (await storage.persist()) ? 'persisted' : 'refused';
  } catch {
    return 'unsupported';
  }
}

export async function currentPersistence(): Promise<Persistence> {
  try {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persisted) return 'unsupported';
    return (await storage.persisted()) ? 'persisted' : 'refused';
  } catch {
    return 'unsupported';
  }
}

/** The export is named as its button is ("Save progress file", on My progress) wherever it is mentioned. */
export const PERSISTENCE_MESSAGES: Record<Persistence, string> = {
  persisted: 'Your progress is kept on this device: the browser will not clear it to free up space.',
  refused:
    'The browser may clear your progress if the phone runs short of space. Use Save progress file on My progress now and then to keep a copy (or add the site to your home screen).',
  unsupported:
    'This browser does not say whether it keeps your progress. Use Save progress file on My progress now and then to keep a copy.',
};
