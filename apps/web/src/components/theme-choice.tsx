import { cn } from '@kubm/ui/cn';
import { Monitor, Moon, Sun } from 'lucide-react';
import { parseThemeChoice } from '../lib/theme';
import { setThemeChoice, THEME_CHOICES, useThemeChoice } from '../lib/theme-store';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeChoiceControl({ className }: { className?: string }) {
  const choice = useThemeChoice();
  return (
    <fieldset className={cn('grid gap-2', className)}>
      <legend className="mb-2 px-1 font-semibold text-muted-foreground text-xs uppercase tracking-wide">
        Tema
      </legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1">
        {THEME_CHOICES.map(({ value, label }) => {
          const Icon = ICONS[value];
          return (
            <label
              key={value}
              className={cn(
                'flex min-h-12 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1.5 font-medium text-muted-foreground text-xs transition-colors hover:text-foreground',
                'has-checked:bg-card has-checked:text-foreground has-checked:shadow-sm',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={choice === value}
                onChange={(event) => setThemeChoice(parseThemeChoice(event.target.value))}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
