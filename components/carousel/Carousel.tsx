'use client';

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { FaChevronLeft, FaChevronRight, FaPause } from 'react-icons/fa';
import { perViewAt, type CarouselProps } from './carouselLayout';
import SwiperCarousel from './SwiperCarousel';
import styles from './Carousel.module.css';

/**
 * A carousel that does no work until it is needed: the page shows the slides laid out exactly as
 * Swiper will show them, and Swiper starts only when the carousel comes near the screen (or the
 * visitor reaches for it), then takes over without moving anything. Its code comes with the page,
 * so the hand-over never waits for the network.
 */
export function Carousel(props: CarouselProps) {
  const { label, slides, perView = { 0: 1 }, gapPx = 16 } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || wanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [wanted]);

  const counts = perViewAt(perView);
  const cssVars = {
    '--gap': `${gapPx}px`,
    '--per-view-0': counts[0],
    '--per-view-640': counts[640],
    '--per-view-768': counts[768],
    '--per-view-1024': counts[1024],
  } as CSSProperties;

  return (
    <div
      ref={rootRef}
      className={styles.carousel}
      style={cssVars}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={wanted || undefined}
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
      {wanted ? (
        <SwiperCarousel {...props} />
      ) : (
        // The same boxes Swiper will draw: first slides in view, arrows and the pause button.
        <>
          <div className={styles.staticTrack}>
            {slides.map((slide) => (
              <div key={slide.key} className={styles.slide}>
                {slide.content}
              </div>
            ))}
          </div>
          <div className={styles.controls} aria-hidden="true">
            <span className={styles.control}>
              <FaChevronLeft />
            </span>
            <span className={styles.pagination} />
            <span className={styles.control}>
              <FaChevronRight />
            </span>
            <span className={styles.control}>
              <FaPause />
            </span>
          </div>
        </>
      )}
    </div>
  );
}
