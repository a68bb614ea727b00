import { useDeferredValue } from 'react';

/** A query's answer, drawn in an interruptible transition rather than in the blocking render Query gives it. */
export function useDrawnAnswer<T>(answer: T): T {
  return useDeferredValue(answer);
}
