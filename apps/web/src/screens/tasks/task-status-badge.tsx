import { Badge } from '@kubm/ui/badge';
import { cn } from '@kubm/ui/cn';
import type { TaskStatus } from '@kubm/validators';
import { BLANK_STATUS_LABEL, isTaskStatus } from './task-groups';

/**
 * A tint per status so a list reads at a glance, from the theme's tokens (both themes keep AA contrast);
 * the text says the status, so colour is never the only cue.
 */
const STATUS_STYLES: Record<TaskStatus, string> = {
  'Belum Selesai': 'bg-muted text-foreground',
  'Sedang Dijalankan': 'bg-accent text-accent-foreground',
  Selesai: 'bg-success-soft text-success',
  'Terlewat Masa': 'bg-destructive-soft text-destructive',
};

export function TaskStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge
      variant="outline"
      data-testid="task-status"
      className={cn(isTaskStatus(status) && ['border-transparent', STATUS_STYLES[status]], className)}
    >
      {status.trim() ? status : BLANK_STATUS_LABEL}
    </Badge>
  );
}
