import { ExternalLink, Globe, type LucideIcon, ThumbsUp, Video } from 'lucide-react';
import { CONTACT_NOTE, copyrightLine, FOOTER_LINKS, SITE, type ExternalLink as SiteLink } from '../site';

const ICONS: Record<SiteLink['id'], LucideIcon> = { social: ThumbsUp, video: Video, website: Globe };

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="space-y-1">
          <p className="font-semibold text-primary">{SITE.title}</p>
          <p className="text-muted-foreground text-sm">{copyrightLine(year)}</p>
        </div>
        <div className="space-y-2 md:text-right">
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
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-muted px-3 py-2 font-medium text-primary text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:min-h-10"
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {link.label}
                    <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />
                    <span className="sr-only"> (dibuka dalam tab baharu)</span>
                  </a>
                </li>
              );
            })}
          </ul>
          <p className="text-muted-foreground text-sm">{CONTACT_NOTE}</p>
        </div>
      </div>
    </footer>
  );
}
