export const SITE = {
  title: 'Portal Jawatankuasa KUBM',
  shortTitle: 'Portal KUBM',
  owner: 'KUBM',
  committee: 'Jawatankuasa KUBM',
  parish: 'Keuskupan Agung Kuala Lumpur',
  purpose: 'Jawatankuasa komuniti belia dewasa gereja yang menyelaras ministri dan BEC kami.',
} as const;

export interface ExternalLink {
  id: 'social' | 'video' | 'website';
  label: string;
  kind: string;
  href: string;
}

// The committee's own page addresses are unconfirmed: change only `href` here.
export const FOOTER_LINKS: readonly ExternalLink[] = [
  { id: 'social', label: 'Facebook', kind: 'Laman sosial', href: 'https://www.facebook.com/' },
  { id: 'video', label: 'TikTok', kind: 'Video pendek', href: 'https://www.tiktok.com/' },
  { id: 'website', label: 'Laman Web Paroki', kind: 'Laman web induk', href: 'https://www.archkl.org/' },
];

export const CONTACT_NOTE = 'Hubungi kami melalui platform sosial di atas untuk maklumat lanjut';

export function copyrightLine(year: number): string {
  return `© ${year} ${SITE.owner}. Hak cipta terpelihara.`;
}
