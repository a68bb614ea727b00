import { LINK_CATEGORIES, type LinkCategory } from '@kubm/validators';

export const ALL_LABEL = 'Semua';
/** No category slug can take it (slugs start with 'kategori-'). */
export const ALL_TAB_VALUE = 'semua';

export interface LinkTab {
  /** Also part of element ids, so no spaces. */
  value: string;
  label: string;
  category: string | null;
}

const ALL_TAB: LinkTab = { value: ALL_TAB_VALUE, label: ALL_LABEL, category: null };

export function isLinkCategory(value: string): value is LinkCategory {
  return (LINK_CATEGORIES as readonly string[]).includes(value);
}

export function tabValueOf(category: string): string {
  const slug = category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `kategori-${slug}`;
}

// Unknown stored categories (older rows) follow the known ones alphabetically.
export function categoryTabs(links: readonly { category: string }[]): LinkTab[] {
  const present = new Set(links.map((link) => link.category));
  const known = LINK_CATEGORIES.filter((category) => present.has(category));
  const unknown = [...present]
    .filter((category) => !isLinkCategory(category))
    .sort((a, b) => a.localeCompare(b));
  const tabs = [ALL_TAB];
  const used = new Set([ALL_TAB_VALUE]);
  for (const category of [...known, ...unknown]) {
    let value = tabValueOf(category);
    // Two odd categories could slug alike ('A b' and 'a-b'); keep each tab value unique.
    for (let n = 2; used.has(value); n += 1) value = `${tabValueOf(category)}-${n}`;
    used.add(value);
    tabs.push({ value, label: category, category });
  }
  return tabs;
}

export function resolveTab(tabs: readonly LinkTab[], value: string): LinkTab {
  return tabs.find((tab) => tab.value === value) ?? ALL_TAB;
}

export function filterLinks<T extends { category: string }>(links: readonly T[], tab: LinkTab): T[] {
  if (tab.category === null) return [...links];
  return links.filter((link) => link.category === tab.category);
}
