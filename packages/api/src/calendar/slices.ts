// Well under the 50 ms a request may be held up.
export const SLICE_MS = 10;

export interface Slicer {
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

export const NO_SLICES: Slicer = { due: () => false, pause: () => Promise.resolve() };
