export interface LinkListSettings {
  pageSize: number;
}

// A committee's library fits one page; 10,000 links go in ~40 KB answers that keep the server responsive.
export const DEFAULT_LINK_LIST_SETTINGS: LinkListSettings = { pageSize: 100 };
