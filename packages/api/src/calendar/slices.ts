// Long calendar work in slices, so no other request waits longer than one slice behind it.

/** Milliseconds of work between two yields: well under the 50 ms a request may be held up. */
export const SLICE_MS = 10;

export interface Slicer {
  /** True when this slice has run its time: the caller should `await pause()`. */
  due(): boolean;
  pause(): Promise<void>;
}

export function createSlicer(sliceMs = SLICE_MS): Slicer {
  let started = performance.now();
  return {
    due: () => performance.now() - started >= sliceMs,
    pause: () =>
      new Promise<void>((resolve) => {
        setImmediate(() => {
          started = performance.now();
          resolve();
        });
      }),
  };
}

/** A slicer that never pauses: for callers that want the whole result at once (tests, tools). */
export const NO_SLICES: Slicer = { due: () => false, pause: () => Promise.resolve() };
