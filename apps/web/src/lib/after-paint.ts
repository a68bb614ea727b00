// The frame callback runs just before the paint and the task it queues after it; returns a cancel function.
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
