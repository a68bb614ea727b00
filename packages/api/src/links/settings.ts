export interface LinkListSettings {
  pageSize: number;
}

// A committee's library fits one page; one grown to 10,000 is read in ~40 KB answers that keep the server
// responsive.
export const DEFAULT_LINK_LIST_SETTINGS: LinkListSettings = { pageSize: 100 };
