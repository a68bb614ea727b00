// The page after the last one shown is read ahead, so 'Muat Lagi' appears only when older links exist.

export interface PagingState<T> {
  pages: readonly (readonly T[])[] | undefined;
  shown: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

export type MoreButton = 'hidden' | 'ready' | 'loading' | 'failed';

export function nextCursorOf(page: readonly { id: number }[]): number | undefined {
  return page.at(-1)?.id;
}

// A refresh while links change can return a link twice; it is shown once, where it first appears.
export function visibleLinks<T extends { id: number }>(
  pages: readonly (readonly T[])[] | undefined,
  shown: number,
): T[] | undefined {
  if (!pages) return undefined;
  const seen = new Set<number>();
  const result: T[] = [];
  for (const page of pages.slice(0, shown)) {
    for (const link of page) {
      if (seen.has(link.id)) continue;
      seen.add(link.id);
      result.push(link);
    }
  }
  return result;
}

export function shouldReadAhead<T>(state: PagingState<T>): boolean {
  const { pages, shown, hasNextPage, isFetchingNextPage, isFetchNextPageError } = state;
  return (
    pages !== undefined &&
    pages.length <= shown &&
    hasNextPage &&
    !isFetchingNextPage &&
    !isFetchNextPageError
  );
}

export function moreButton<T>(state: PagingState<T>): MoreButton {
  const { pages, shown, hasNextPage, isFetchingNextPage, isFetchNextPageError } = state;
  if (!pages) return 'hidden';
  const ahead = pages[shown];
  if (ahead) return ahead.length > 0 ? 'ready' : 'hidden';
  if (isFetchNextPageError) return 'failed';
  // The first read-ahead goes unseen; after a click the button stays, busy, instead of blinking away.
  if (isFetchingNextPage || hasNextPage) return shown > 1 ? 'loading' : 'hidden';
  return 'hidden';
}

export function emptyTabMessage(moreToLoad: boolean): string {
  return moreToLoad
    ? 'Belum ada pautan dalam kategori ini antara pautan yang dimuatkan. Tekan Muat Lagi untuk pautan yang lebih lama.'
    : 'Tiada pautan ditemui dalam kategori ini.';
}
