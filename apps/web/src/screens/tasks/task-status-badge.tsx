import { Badge } from '@kubm/ui/badge';
import { cn } from '@kubm/ui/cn';
import type { TaskStatus } from '@kubm/validators';
import { BLANK_STATUS_LABEL, isTaskStatus } from '../../lib/task-groups';

/**
 * A colour per status so a list reads at a glance; every pairing is dark text on a pale tint (WCAG AA),
 * and the text says the status, so colour is never the only cue. Red stays for 'Penting'.
 */
const STATUS_STYLES: Record<TaskStatus, string> = {
  'Belum Selesai': 'bg-slate-200 text-slate-800',
  'Sedang Dijalankan': 'bg-blue-100 text-blue-900',
  Selesai: 'bg-green-100 text-green-900',
  'Terlewat Masa': 'bg-amber-100 text-amber-900',
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
