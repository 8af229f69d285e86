// Debian's Chromium and the flags every browser here starts with: Playwright's own browser
// download is not available, and without the background-networking flags Chromium keeps
// trying Google's hosts on a closed network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
