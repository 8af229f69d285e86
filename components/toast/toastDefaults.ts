import type { ToastContainerProps } from 'react-toastify';

/** The spec's toast defaults: top-right, 5 s, light theme, draggable by touch at 80 %, paused on hover and focus loss. */
export const TOAST_DEFAULTS = {
  position: 'top-right',
  autoClose: 5000,
  theme: 'light',
  draggable: 'touch',
  draggablePercent: 80,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
} as const satisfies ToastContainerProps;
