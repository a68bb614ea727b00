/**
 * Runs `callback` after the browser has painted the next frame (the frame callback runs just before the
 * paint, the task it queues after it), and `delayMs` later, for work that must not hold up what the user is
 * about to see (the screen shows a frame some milliseconds after the main thread painted it, longer on a
 * busy phone). Returns a function that cancels it if it has not run yet.
 */
export function afterNextPaint(callback: () => void, delayMs = 0): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, delayMs);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
