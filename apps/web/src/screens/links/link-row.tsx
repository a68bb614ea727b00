import { isHttpUrl } from '@kubm/validators';
import {
  AppWindow,
  BookMarked,
  BookOpen,
  ExternalLink,
  FileText,
  FolderOpen,
  Link2,
  type LucideIcon,
  Pencil,
  Share2,
  Trash2,
  Video,
  Wrench,
} from 'lucide-react';
import { memo } from 'react';
import { ListRow } from '../../components/list-row';
import { RowActionsMenu } from '../../components/row-actions-menu';
import type { LinkItem } from './link-form-dialog';

/** A member sees where the row goes before tapping it. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  'KUBM Alatan': Wrench,
  'KUBM Dokumen': FileText,
  'Bahan Liturgi': BookOpen,
  'Bahan JPPM': BookMarked,
  'Media Sosial': Share2,
  'Google Drive': FolderOpen,
  'Zoom Link': Video,
  Aplikasi: AppWindow,
};

/** Memoised: the list re-renders as the next page arrives; unchanged links keep their objects. */
export const LinkRow = memo(function LinkRow({
  link,
  onEdit,
  onDelete,
}: {
  link: LinkItem;
  onEdit: (link: LinkItem, opener: HTMLElement) => void;
  onDelete: (link: LinkItem, opener: HTMLElement) => void;
}) {
  // The server only stores http(s) addresses; refusing anything else here too keeps a javascript: URL inert.
  const safeUrl = isHttpUrl(link.url) ? link.url : null;
  const Icon = CATEGORY_ICONS[link.category] ?? Link2;
  const description = (
    <span>
      <span>{link.category}</span>
      <span aria-hidden="true"> · </span>
      <span>{link.description ? link.description.replace(/\s+/g, ' ') : hostOf(link.url)}</span>
    </span>
  );
  const actions = link.canEdit ? (
    <RowActionsMenu
      label={`Tindakan untuk ${link.title}`}
      actions={[
        { label: 'Sunting', icon: Pencil, onSelect: (trigger) => onEdit(link, trigger) },
        {
          label: 'Padam',
          icon: Trash2,
          variant: 'destructive',
          onSelect: (trigger) => onDelete(link, trigger),
        },
      ]}
    />
  ) : null;
  const common = {
    'data-testid': 'link-card',
    leading: (
      <span className="flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
    ),
    title: link.title,
    titleAs: 'h2' as const,
    description,
    actions,
  };
  if (!safeUrl) return <ListRow {...common} />;
  return (
    <ListRow
      {...common}
      href={safeUrl}
      target="_blank"
      rel="noopener noreferrer"
      // Named by its text, which starts with 'Buka' and the title: an aria-label would hide the muted line.
      srPrefix="Buka"
      trailing={
        <span
          aria-hidden="true"
          className="hidden items-center gap-1 font-medium text-primary text-sm sm:flex"
        >
          <span>Buka</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </span>
      }
    />
  );
});
