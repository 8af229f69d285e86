'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './ServiceWorker.module.css';

/**
 * Registers the service worker (out/sw.js, written after the build) once the page has loaded, and
 * offers a new version when one is waiting, instead of changing pages under a student mid-test.
 * Reload hands control to the new worker, then reloads once it has taken over. The worker keeps
 * the app shell and the pages a student visits; an exam's tests are saved only when the student
 * asks (SaveExamOffline on /practice).
 */
export function ServiceWorker() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const reloadRequested = useRef(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let registration: ServiceWorkerRegistration | undefined;
    const offer = (worker: ServiceWorker | null) => {
      // The first install has nothing to replace: only an update is offered.
      if (worker && navigator.serviceWorker.controller) setWaiting(worker);
    };
    const watch = (found: ServiceWorkerRegistration) => {
      registration = found;
      offer(found.waiting);
      found.addEventListener('updatefound', () => {
        const installing = found.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offer(installing);
        });
      });
    };
    const register = () => {
      navigator.serviceWorker
        .register('/sw.js')
        .then(watch)
        .catch(() => undefined);
    };
    // Back online after a while: look for a new deploy.
    const checkForUpdate = () => void registration?.update().catch(() => undefined);
    // The first worker taking charge changes nothing on screen; only a chosen update reloads.
    const onControllerChange = () => {
      if (!reloadRequested.current) return;
      reloadRequested.current = false;
      window.location.reload();
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    window.addEventListener('online', checkForUpdate);
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    return () => {
      window.removeEventListener('load', register);
      window.removeEventListener('online', checkForUpdate);
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);

  if (!waiting) return null;
  return (
    <div className={styles.prompt} role="status">
      <p>
        A new version is available <span aria-hidden="true">—</span>
      </p>{' '}
      <button
        type="button"
        className="button button-accent"
        onClick={() => {
          reloadRequested.current = true;
          waiting.postMessage({ type: 'SKIP_WAITING' });
        }}
      >
        Reload
      </button>
    </div>
  );
}
