// The arithmetic of the summary: medians over runs and portal-to-baseline ratios.

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const middle = Math.floor(finite.length / 2);
  if (finite.length % 2 === 1) return finite[middle] as number;
  return ((finite[middle - 1] as number) + (finite[middle] as number)) / 2;
}

/** portal / baseline, NaN when either is missing or the baseline is zero. */
export function ratio(portal: number, baseline: number): number {
  if (!Number.isFinite(portal) || !Number.isFinite(baseline) || baseline === 0) return Number.NaN;
  return portal / baseline;
}

/** The item at the middle of the order by `key` (the lower middle for an even count): a whole median run. */
export function medianItem<T>(items: readonly T[], key: (item: T) => number): T | undefined {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
