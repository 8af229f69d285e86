'use client';

import { useEffect, useRef } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import type { ToastRequest } from './notify';
import { TOAST_DEFAULTS } from './toastDefaults';

/** The react-toastify container; loaded on demand by ToastHost. */
export default function ToastViewport({ requests }: { requests: ToastRequest[] }) {
  const shown = useRef(0);

  useEffect(() => {
    for (const request of requests.slice(shown.current)) toast(request.message, { type: request.type });
    shown.current = requests.length;
  }, [requests]);

  return <ToastContainer {...TOAST_DEFAULTS} />;
}
