import { Spinner } from '@kubm/ui/spinner';

export function PageSpinner({ label = 'Memuatkan...' }: { label?: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label={label} />
    </div>
  );
}
