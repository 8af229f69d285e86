import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The whole-site walk checks each internal address it finds once per run, not once per page that
 * links it (the header and footer alone link dozens of pages from every page). Workers are separate
 * processes, so the set is a folder: a worker that creates an address's file first (O_EXCL) checks
 * it; the others skip it. The folder is made per run by the global setup below.
 */
const ENV = 'E2E_LINK_CLAIMS';

export default function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-links-'));
  process.env[ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** True for the first caller in this run to claim `address`. */
export function claimAddress(address: string): boolean {
  const dir = process.env[ENV];
  if (!dir) throw new Error(`${ENV} is not set: run the site walk through playwright.config.ts (its globalSetup).`);
  try {
    fs.writeFileSync(path.join(dir, encodeURIComponent(address)), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
