import { cn } from '@kubm/ui/cn';
import { Spinner } from '@kubm/ui/spinner';

/**
 * The page's loading state. `late` is for the wait on a screen's code, which is usually over before a
 * person notices: the spinner fades in only after 400 ms, so a fast load shows no blink (screen readers
 * still hear the status at once). It takes the screen's place and no more, so nothing moves around it.
 */
export function PageSpinner({ label = 'Memuatkan...', late = false }: { label?: string; late?: boolean }) {
  return (
    <div className={cn('flex justify-center py-16', late && 'animate-appear-late')}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
