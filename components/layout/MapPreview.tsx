'use client';

import { useState } from 'react';
import { StaticImage } from '@/components/ui/StaticImage';
import styles from './SiteFooter.module.css';

type MapPreviewProps = { label: string; embedSrc: string };

/**
 * A local drawing of the map until the visitor asks for the real one: Google's embed (and its
 * requests and cookies) loads only on that click, never on page load.
 */
export function MapPreview({ label, embedSrc }: MapPreviewProps) {
  const [showMap, setShowMap] = useState(false);

  if (showMap) {
    return (
      <iframe
        className={styles.mapFrame}
        src={embedSrc}
        title={`Map: ${label}`}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        width={400}
        height={225}
      />
    );
  }

  return (
    <button type="button" className={styles.mapButton} onClick={() => setShowMap(true)}>
      {/* A decorative street plan; the button text says what it does. */}
      <StaticImage src="/images/map-preview.svg" alt="" width={400} height={225} className={styles.mapImage} />
      <span className={styles.mapLabel}>Show map (loads Google Maps)</span>
    </button>
  );
}
