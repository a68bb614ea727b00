import { cn } from '@kubm/ui/cn';
import { Spinner } from '@kubm/ui/spinner';

/** `late` fades in after 400 ms, so a fast load shows no blink; screen readers hear the status at once. */
export function PageSpinner({ label = 'Memuatkan...', late = false }: { label?: string; late?: boolean }) {
  return (
    <div className={cn('flex justify-center py-16', late && 'animate-appear-late')}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
