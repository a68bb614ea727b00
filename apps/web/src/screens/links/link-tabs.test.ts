import { LINK_CATEGORIES } from '@kubm/validators';
import { describe, expect, it } from 'vitest';
import {
  ALL_LABEL,
  ALL_TAB_VALUE,
  categoryTabs,
  filterLinks,
  isLinkCategory,
  resolveTab,
  tabValueOf,
} from './link-tabs';

const link = (id: number, category: string) => ({ id, category });
const labels = (tabs: { label: string }[]) => tabs.map((tab) => tab.label);

describe('categoryTabs', () => {
  it("is only 'Semua' when there are no links", () => {
    expect(categoryTabs([])).toEqual([{ value: ALL_TAB_VALUE, label: 'Semua', category: null }]);
  });

  it('lists each category present once, in the order of LINK_CATEGORIES, whatever the order of the links', () => {
    const links = [link(1, 'Lain-lain'), link(2, 'Zoom Link'), link(3, 'KUBM Alatan'), link(4, 'Zoom Link')];
    expect(labels(categoryTabs(links))).toEqual(['Semua', 'KUBM Alatan', 'Zoom Link', 'Lain-lain']);
  });

  it('gives all nine categories when each is present', () => {
    const links = [...LINK_CATEGORIES].reverse().map((category, i) => link(i, category));
    expect(labels(categoryTabs(links))).toEqual([ALL_LABEL, ...LINK_CATEGORIES]);
  });

  it('puts a category outside the list after the known ones, alphabetically', () => {
    const links = [link(1, 'Zzz Lama'), link(2, 'Aplikasi'), link(3, 'Arkib')];
    expect(labels(categoryTabs(links))).toEqual(['Semua', 'Aplikasi', 'Arkib', 'Zzz Lama']);
  });

  it('gives tab values without spaces, unique even when two odd categories slug alike', () => {
    const tabs = categoryTabs([link(1, 'Zoom Link'), link(2, 'x y'), link(3, 'x-y')]);
    const values = tabs.map((tab) => tab.value);
    expect(values).toContain('kategori-zoom-link');
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value).not.toMatch(/\s/);
  });
});

describe('tabValueOf', () => {
  it('slugs every category differently and never as the Semua value', () => {
    const values = LINK_CATEGORIES.map(tabValueOf);
    expect(new Set(values).size).toBe(LINK_CATEGORIES.length);
    expect(values).not.toContain(ALL_TAB_VALUE);
    expect(tabValueOf('KUBM Alatan')).toBe('kategori-kubm-alatan');
    expect(tabValueOf('Lain-lain')).toBe('kategori-lain-lain');
  });
});

describe('resolveTab', () => {
  const tabs = categoryTabs([link(1, 'Aplikasi'), link(2, 'Zoom Link')]);

  it('finds the selected tab', () => {
    expect(resolveTab(tabs, tabValueOf('Zoom Link')).category).toBe('Zoom Link');
  });

  it("falls back to 'Semua' when the selected category has no links any more", () => {
    const after = categoryTabs([link(1, 'Aplikasi')]);
    expect(resolveTab(after, tabValueOf('Zoom Link'))).toMatchObject({
      value: ALL_TAB_VALUE,
      category: null,
    });
    expect(resolveTab([], 'apa-apa').label).toBe('Semua');
  });
});

describe('filterLinks', () => {
  const links = [link(3, 'Aplikasi'), link(2, 'Zoom Link'), link(1, 'Aplikasi')];
  const tabs = categoryTabs(links);

  it("shows every link, in the order given, under 'Semua'", () => {
    expect(filterLinks(links, resolveTab(tabs, ALL_TAB_VALUE))).toEqual(links);
  });

  it("shows only the tab's category, keeping the order", () => {
    expect(filterLinks(links, resolveTab(tabs, tabValueOf('Aplikasi'))).map((l) => l.id)).toEqual([3, 1]);
    expect(filterLinks(links, resolveTab(tabs, tabValueOf('Zoom Link'))).map((l) => l.id)).toEqual([2]);
  });

  it('does not change the list it was given', () => {
    const copy = [...links];
    filterLinks(links, resolveTab(tabs, tabValueOf('Aplikasi')));
    expect(links).toEqual(copy);
  });
});

describe('isLinkCategory', () => {
  it('accepts the nine categories and nothing else', () => {
    for (const category of LINK_CATEGORIES) expect(isLinkCategory(category)).toBe(true);
    for (const other of ['', 'Semua', 'zoom link', 'Lain']) expect(isLinkCategory(other)).toBe(false);
  });
});
