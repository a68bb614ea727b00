// How many links one answer carries: a named setting (LINKS_PAGE_SIZE in the server's environment).

export interface LinkListSettings {
  /** Links per page of `GET /api/links` and of the web app's list; more follow by cursor. */
  pageSize: number;
}

/**
 * 100: a committee's library (tens of links) fits one page, so nobody pages in practice, while a library
 * grown to 10,000 is read 100 at a time — about 40 KB of JSON and a few milliseconds of database time per
 * answer, short enough that /api/health and every other request keep being answered in between.
 */
export const DEFAULT_LINK_LIST_SETTINGS: LinkListSettings = { pageSize: 100 };
