import { describe, expect, it } from 'vitest';
import { moreButton, type PagingState, shouldReadAhead, visibleItems } from './read-ahead-pages';

const item = (id: number) => ({ id });
const page = (...ids: number[]) => ids.map(item);

function state(overrides: Partial<PagingState<{ id: number }>>): PagingState<{ id: number }> {
  return {
    pages: [page(9, 8)],
    shown: 1,
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    ...overrides,
  };
}

describe('visibleItems', () => {
  it('is undefined until the first page has arrived', () => {
    expect(visibleItems(undefined, 1)).toBeUndefined();
  });

  it('joins the shown pages in order and leaves the page read ahead out', () => {
    expect(visibleItems([page(9, 8), page(5), page(3)], 2)).toEqual(page(9, 8, 5));
  });

  it('shows an item met on two pages once, where it first appears', () => {
    expect(visibleItems([page(9, 8), page(8, 7)], 2)).toEqual(page(9, 8, 7));
  });
});

describe('reading ahead', () => {
  it('reads the next page once every page read is shown and the last held items', () => {
    expect(shouldReadAhead(state({}))).toBe(true);
    expect(shouldReadAhead(state({ shown: 2 }))).toBe(true);
  });

  it('does not while a page waits unseen, one is being read, the last failed, or the list ended', () => {
    expect(shouldReadAhead(state({ pages: [page(9), page(8)] }))).toBe(false);
    expect(shouldReadAhead(state({ isFetchingNextPage: true }))).toBe(false);
    expect(shouldReadAhead(state({ isFetchNextPageError: true }))).toBe(false);
    expect(shouldReadAhead(state({ hasNextPage: false }))).toBe(false);
    expect(shouldReadAhead(state({ pages: undefined }))).toBe(false);
  });
});

describe('moreButton', () => {
  it('is ready when the page read ahead holds items', () => {
    expect(moreButton(state({ pages: [page(9), page(8)] }))).toBe('ready');
  });

  it('is hidden when the page read ahead is empty: the list has ended', () => {
    expect(moreButton(state({ pages: [page(9), []], hasNextPage: false }))).toBe('hidden');
  });

  it('is hidden while the first page is read ahead, so a short list never shows it', () => {
    expect(moreButton(state({ isFetchingNextPage: true }))).toBe('hidden');
    expect(moreButton(state({ pages: undefined }))).toBe('hidden');
  });

  it('stays, loading, while a page is read after a click', () => {
    expect(moreButton(state({ pages: [page(9), page(8)], shown: 2, isFetchingNextPage: true }))).toBe(
      'loading',
    );
    expect(moreButton(state({ pages: [page(9), page(8)], shown: 3, isFetchingNextPage: true }))).toBe(
      'loading',
    );
  });

  it('offers to try again when reading ahead failed', () => {
    expect(moreButton(state({ isFetchNextPageError: true }))).toBe('failed');
  });

  it('is hidden once every page is shown and the last was the end', () => {
    expect(moreButton(state({ pages: [page(9), page(8)], shown: 2, hasNextPage: false }))).toBe('hidden');
  });
});
