import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`: the relative times ('5 minit yang lalu') and today's date
 * move on while the dashboard stays open, without refetching anything.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
