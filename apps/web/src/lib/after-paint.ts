/**
 * Runs `callback` after the browser has painted the next frame (the frame callback runs just before the
 * paint, the task it queues just after), for work that must not hold up what the user is about to see.
 * Returns a function that cancels it if it has not run yet.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
