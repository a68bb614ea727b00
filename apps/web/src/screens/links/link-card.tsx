// One useful link: title, category, description, 'Buka', and edit/delete for its creator or leadership.
import { Badge } from '@kubm/ui/badge';
import { Button } from '@kubm/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@kubm/ui/card';
import { isHttpUrl } from '@kubm/validators';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { LinkItem } from './link-form-dialog';

/** 'https://www.vatican.va/x' → 'www.vatican.va', so a member sees where 'Buka' goes before tapping it. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Drawn again only when its link changes: the list re-renders as the next page is read ahead and arrives,
 * and a link the cache already held keeps its object (with stable `onEdit`/`onDelete` from the screen).
 */
export const LinkCard = memo(function LinkCard({
  link,
  onEdit,
  onDelete,
}: {
  link: LinkItem;
  /** `opener` is the button pressed, for focus to return to. */
  onEdit: (link: LinkItem, opener: HTMLElement) => void;
  onDelete: (link: LinkItem, opener: HTMLElement) => void;
}) {
  // The server only stores http(s) addresses; refusing anything else here too keeps a javascript: URL inert.
  const safeUrl = isHttpUrl(link.url) ? link.url : null;
  return (
    <li className="list-none">
      <Card data-testid="link-card" className="flex h-full flex-col">
        <CardHeader className="gap-2">
          <div className="flex items-start justify-between gap-2">
            <CardTitle asChild className="min-w-0 wrap-anywhere pt-1">
              <h2>{link.title}</h2>
            </CardTitle>
            {link.canEdit ? (
              <div className="-mt-1 -mr-2 flex shrink-0 gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Sunting ${link.title}`}
                  onClick={(event) => onEdit(link, event.currentTarget)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Padam ${link.title}`}
                  className="text-destructive hover:bg-destructive-soft"
                  onClick={(event) => onDelete(link, event.currentTarget)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ) : null}
          </div>
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <Badge variant="secondary" className="max-w-full truncate">
              {link.category}
            </Badge>
            <span className="min-w-0 truncate text-muted-foreground text-xs">{hostOf(link.url)}</span>
          </div>
        </CardHeader>
        <CardContent className="flex-1">
          {link.description ? (
            <p className="wrap-anywhere whitespace-pre-line text-muted-foreground text-sm">
              {link.description}
            </p>
          ) : null}
        </CardContent>
        <CardFooter>
          {safeUrl ? (
            <Button asChild variant="outline" size="sm" className="w-full sm:w-auto">
              <a href={safeUrl} target="_blank" rel="noopener noreferrer" aria-label={`Buka ${link.title}`}>
                <ExternalLink aria-hidden="true" />
                Buka
              </a>
            </Button>
          ) : (
            <Button variant="outline" size="sm" disabled aria-label={`Buka ${link.title}`}>
              <ExternalLink aria-hidden="true" />
              Buka
            </Button>
          )}
        </CardFooter>
      </Card>
    </li>
  );
});
