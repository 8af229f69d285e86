'use client';

import './globals.css';

/** Last resort when the layout itself fails: the same heading, without header and footer. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-IN">
      <body>
        <main className="container" style={{ paddingBlock: '4rem', textAlign: 'center' }}>
          <h1>Unexpected Application Error!</h1>
          <p>{error.message || 'Something went wrong.'}</p>
          <p>
            {/* A full page load, since the app itself failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">Go to the home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}
