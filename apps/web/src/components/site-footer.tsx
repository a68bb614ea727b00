import { ExternalLink, Globe, type LucideIcon, ThumbsUp, Video } from 'lucide-react';
import { CONTACT_NOTE, copyrightLine, FOOTER_LINKS, SITE, type ExternalLink as SiteLink } from '../site';

const ICONS: Record<SiteLink['id'], LucideIcon> = { social: ThumbsUp, video: Video, website: Globe };

/**
 * On a phone the footer is small print under every list, so it keeps to the spec's facts (links, note,
 * copyright) in about 100 px: the portal's name is already in the header, and the links' icons go.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-1.5 px-4 py-3 sm:px-6 md:flex-row md:items-start md:justify-between md:gap-4 md:py-5">
        <div className="order-2 space-y-1 md:order-1">
          <p className="hidden font-semibold text-primary md:block">{SITE.title}</p>
          <p className="text-muted-foreground text-xs md:text-sm">{copyrightLine(year)}</p>
        </div>
        <div className="order-1 space-y-1.5 md:order-2 md:space-y-2 md:text-right">
          <ul aria-label="Platform sosial" className="flex flex-wrap gap-2 md:justify-end">
            {FOOTER_LINKS.map((link) => {
              const Icon = ICONS[link.id];
              return (
                <li key={link.id}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={link.kind}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-muted px-3 py-2 font-medium text-primary text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:min-h-10 md:gap-2"
                  >
                    <Icon aria-hidden="true" className="hidden size-4 md:block" />
                    {link.label}
                    <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />
                    <span className="sr-only"> (dibuka dalam tab baharu)</span>
                  </a>
                </li>
              );
            })}
          </ul>
          <p className="text-muted-foreground text-xs md:text-sm">{CONTACT_NOTE}</p>
        </div>
      </div>
    </footer>
  );
}
