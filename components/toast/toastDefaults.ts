import type { ToastContainerProps } from 'react-toastify';

/** The spec's toast defaults (section 8). */
export const TOAST_DEFAULTS = {
  position: 'top-right',
  autoClose: 5000,
  theme: 'light',
  draggable: 'touch',
  draggablePercent: 80,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
} as const satisfies ToastContainerProps;
