'use client';

import Link from '@/components/ui/SiteLink';
import { useEffect, useRef, useState } from 'react';
import { fetchJson, isExternalHref, marqueeUrl } from '@/lib/api';
import { inOwnTask } from '@/lib/inOwnTask';
import type { PauseIcons } from '@/components/ui/pauseIcons';
import { EMPTY_MARQUEE, isMarqueeData, marqueeDurationSeconds, toDisplayedMarquee } from './marquee';
import styles from './AnnouncementBanner.module.css';

/**
 * The site-wide scrolling announcement. Its text comes from GET {api}/api/marquee/get once per
 * page load; any failure leaves the banner empty without a message, as the spec asks. The pause
 * button's icons come rendered from the server (pauseIcons).
 */
export function AnnouncementBanner({ icons }: { icons: PauseIcons }) {
  const [banner, setBanner] = useState(EMPTY_MARQUEE);
  const [paused, setPaused] = useState(false);
  const trackRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    // In a task of its own: a page's first fetch costs the main thread several milliseconds, which
    // would otherwise join every other effect run after hydration in one long task.
    const cancel = inOwnTask(() => {
      fetchJson(marqueeUrl(), isMarqueeData, { signal: controller.signal })
        .then((data) => setBanner(toDisplayedMarquee(data)))
        .catch(() => {
          // Swallowed on purpose: the banner simply stays empty.
        });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, []);

  // The travel distance depends on the text's width, so the duration follows the measured width.
  // The observer reports the first size after the browser's own layout (and every change after),
  // so no script reads layout in the middle of a render; until then the stylesheet's duration holds.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      track.style.setProperty('--marquee-duration', `${marqueeDurationSeconds(width)}s`);
    });
    observer.observe(track, { box: 'border-box' });
    return () => observer.disconnect();
  }, [banner.text]);

  const hasText = banner.text.length > 0;
  const external = isExternalHref(banner.link);

  return (
    <div className={styles.banner} data-state={hasText ? 'filled' : 'empty'} data-paused={paused || undefined}>
      {hasText && (
        <section className={styles.content} aria-label="Announcement">
          {/* The link stays still and clips the moving text, so its target never drifts over the button. */}
          {external ? (
            <a href={banner.link} className={styles.link} target="_blank" rel="noopener noreferrer">
              <span ref={trackRef} className={styles.track}>
                {banner.text}
              </span>
            </a>
          ) : (
            <Link href={banner.link} className={styles.link}>
              <span ref={trackRef} className={styles.track}>
                {banner.text}
              </span>
            </Link>
          )}
          <button
            type="button"
            className={`icon-button ${styles.toggle}`}
            aria-pressed={paused}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? icons.play : icons.pause}
            <span className="visually-hidden">Pause announcement</span>
          </button>
        </section>
      )}
    </div>
  );
}
