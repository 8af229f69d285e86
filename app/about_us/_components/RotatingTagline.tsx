'use client';

import { useEffect, useState } from 'react';
import type { PauseIcons } from '@/components/ui/pauseIcons';
import { usePrefersReducedMotion } from '@/lib/hooks/usePrefersReducedMotion';
import styles from './RotatingTagline.module.css';

/** The About page's taglines change every 3 seconds. */
export const TAGLINE_INTERVAL_MS = 3000;

/**
 * Shows one tagline at a time, moving to the next every 3 s. Screen readers hear each change
 * politely; a pause button stops it (WCAG 2.2.2), and it stands still under reduced motion. The
 * button's icons come rendered from the server (pauseIcons).
 */
export function RotatingTagline({ taglines, icons }: { taglines: string[]; icons: PauseIcons }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !paused && !reducedMotion && taglines.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % taglines.length), TAGLINE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, taglines.length]);

  return (
    <div className={styles.rotator}>
      <p className={styles.tagline} aria-live="polite" aria-atomic="true">
        <span key={index} className={styles.text}>
          {taglines[index]}
        </span>
      </p>
      {!reducedMotion && taglines.length > 1 && (
        <button type="button" className={styles.toggle} aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
          {paused ? icons.play : icons.pause}
          <span className="visually-hidden">Pause taglines</span>
        </button>
      )}
    </div>
  );
}
