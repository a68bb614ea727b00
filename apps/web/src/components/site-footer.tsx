import { ExternalLink, Globe, type LucideIcon, ThumbsUp, Video } from 'lucide-react';
import { CONTACT_NOTE, copyrightLine, FOOTER_LINKS, SITE, type ExternalLink as SiteLink } from '../site';

const ICONS: Record<SiteLink['id'], LucideIcon> = { social: ThumbsUp, video: Video, website: Globe };

/** On a phone the footer is small print under every list, so it keeps to about 100 px. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-1.5 px-4 py-2 sm:px-6 md:flex-row md:items-start md:justify-between md:gap-4 md:py-5">
        <div className="order-2 space-y-1 md:order-1">
          <p className="hidden font-semibold text-primary md:block">{SITE.title}</p>
          <p className="text-muted-foreground text-xs md:text-sm">
            <span className="md:block">{CONTACT_NOTE}</span>
            <span aria-hidden="true" className="md:hidden">
              {' · '}
            </span>
            <span className="md:block">{copyrightLine(year)}</span>
          </p>
        </div>
        <ul aria-label="Platform sosial" className="order-1 flex flex-wrap gap-2 md:order-2 md:justify-end">
          {FOOTER_LINKS.map((link) => {
            const Icon = ICONS[link.id];
            return (
              <li key={link.id}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={link.kind}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-muted px-3 py-2 font-medium text-primary text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:min-h-10"
                >
                  <Icon aria-hidden="true" className="hidden size-4 md:block" />
                  {link.label}
                  <ExternalLink aria-hidden="true" className="hidden size-3.5 opacity-70 md:block" />
                  <span className="sr-only"> (dibuka dalam tab baharu)</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </footer>
  );
}
