// The links list's cursor and its empty tab; the paging itself is lib/read-ahead-pages.ts.

export function nextCursorOf(page: readonly { id: number }[]): number | undefined {
  return page.at(-1)?.id;
}

export function emptyTabMessage(moreToLoad: boolean): string {
  return moreToLoad
    ? 'Belum ada pautan dalam kategori ini antara pautan yang dimuatkan. Tekan Muat Lagi untuk pautan yang lebih lama.'
    : 'Tiada pautan ditemui dalam kategori ini.';
}
