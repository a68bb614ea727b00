// The committee's public identity and outside addresses, kept in one place so they are easy to change.

export const SITE = {
  title: 'Portal Jawatankuasa KUBM',
  shortTitle: 'Portal KUBM',
  owner: 'KUBM',
  /** The front door of the public pages. */
  committee: 'Jawatankuasa KUBM',
  parish: 'Keuskupan Agung Kuala Lumpur',
  purpose: 'Jawatankuasa komuniti belia dewasa gereja yang menyelaras ministri dan BEC kami.',
} as const;

export interface ExternalLink {
  id: 'social' | 'video' | 'website';
  label: string;
  /** What kind of page it is, for the footer's small print and screen readers. */
  kind: string;
  href: string;
}

/*
 * Footer links: a social page, a short-video page and the parent website. The committee's own page
 * addresses were not given to us, so these point at the platforms until someone confirms the exact
 * pages: change only `href` here.
 */
export const FOOTER_LINKS: readonly ExternalLink[] = [
  { id: 'social', label: 'Facebook', kind: 'Laman sosial', href: 'https://www.facebook.com/' },
  { id: 'video', label: 'TikTok', kind: 'Video pendek', href: 'https://www.tiktok.com/' },
  { id: 'website', label: 'Laman Web Paroki', kind: 'Laman web induk', href: 'https://www.archkl.org/' },
];

export const CONTACT_NOTE = 'Hubungi kami melalui platform sosial di atas untuk maklumat lanjut';

export function copyrightLine(year: number): string {
  return `© ${year} ${SITE.owner}. Hak cipta terpelihara.`;
}
