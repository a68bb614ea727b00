// A list read a page at a time: the page after the last one shown is read ahead, so 'Muat Lagi' appears
// only when more exist (the screen cannot know the server's page size).
import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';
import { useDrawnAnswer } from './use-drawn-answer';

export interface PagingState<T> {
  pages: readonly (readonly T[])[] | undefined;
  shown: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

export type MoreButton = 'hidden' | 'ready' | 'loading' | 'failed';

// A refresh while the list changes can return an item twice; it is shown once, where it first appears.
export function visibleItems<T extends { id: number }>(
  pages: readonly (readonly T[])[] | undefined,
  shown: number,
): T[] | undefined {
  if (!pages) return undefined;
  const seen = new Set<number>();
  const result: T[] = [];
  for (const page of pages.slice(0, shown)) {
    for (const item of page) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      result.push(item);
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

// Long enough for the frame to be on screen on a busy phone, short next to scrolling to 'Muat Lagi'.
const READ_AHEAD_DELAY_MS = 300;

interface InfinitePages<T> {
  data: { pages: T[][] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The pages to draw (deferred, so React renders them in interruptible slices) and the 'Muat Lagi' state. */
export function useReadAheadPages<T>(query: InfinitePages<T>) {
  const [shown, setShown] = useState(1);
  const data = useDrawnAnswer(query.data);
  const paging: PagingState<T> = {
    pages: query.data?.pages,
    shown,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
  };
  const more = moreButton(paging);
  // The next page waits until this one is painted.
  const readAhead = data === query.data && shouldReadAhead(paging);
  const { fetchNextPage } = query;
  useEffect(() => {
    if (readAhead) return afterNextPaint(() => void fetchNextPage(), READ_AHEAD_DELAY_MS);
  }, [readAhead, fetchNextPage]);
  const showMore = () => {
    setShown(shown + 1);
    if (more === 'failed') void fetchNextPage();
  };
  return { pages: data?.pages, shown, more, showMore };
}
