/**
 * Runs `callback` once the browser has painted the next frame (a task queued from that frame's
 * animation callback runs after its paint), and returns a function that cancels it. For work a
 * tap should not make the student wait for, such as moving the focus after the new content is
 * on screen.
 */
export function afterNextPaint(callback: () => void): () => void {
  let task: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    task = window.setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(task);
  };
}
