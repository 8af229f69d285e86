/** The four kinds of toast the product shows. */
export type ToastType = 'success' | 'info' | 'warning' | 'error';
export type ToastRequest = { type: ToastType; message: string };

type Handler = (request: ToastRequest) => void;

let handler: Handler | null = null;
const pending: ToastRequest[] = [];

/**
 * Shows a toast from any client island. The toast library itself loads only when the first
 * toast is asked for, so pages that never toast never download it.
 */
export function notify(type: ToastType, message: string): void {
  const request = { type, message };
  if (handler) handler(request);
  else pending.push(request);
}

/** Called by the one ToastHost in the layout; toasts asked for before it mounted are delivered now. */
export function registerToastHandler(next: Handler): () => void {
  handler = next;
  pending.splice(0).forEach(next);
  return () => {
    if (handler === next) handler = null;
  };
}
