import 'server-only';
import type { ReactNode } from 'react';
import { FaPause, FaPlay } from 'react-icons/fa';

/** The two faces of a pause button: Pause while it runs, Play while it is paused. */
export type PauseIcons = { pause: ReactNode; play: ReactNode };

/**
 * Rendered by a server component and handed to the client component that toggles them, so the
 * icons are markup in the page and no icon code ships to the browser (server-only: a client
 * component importing this fails the build instead of bundling the icons).
 */
export const pauseIcons = (): PauseIcons => ({ pause: <FaPause aria-hidden="true" />, play: <FaPlay aria-hidden="true" /> });
