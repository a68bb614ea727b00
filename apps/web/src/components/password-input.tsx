import { Button } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import { Input } from '@kubm/ui/input';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';

// Props from FormControl go to the <input>, so the field's label still names it.
export function PasswordInput({ className, ...props }: Omit<ComponentProps<typeof Input>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Tunjukkan kata laluan"
        aria-pressed={visible}
        className="absolute top-0 right-0 text-muted-foreground"
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
    </div>
  );
}
