import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@kubm/ui/dropdown-menu';
import { PATHS } from '@kubm/validators';
import { ChevronDown, LogOut, User } from 'lucide-react';
import { Link } from 'wouter';
import { type SessionUser, useLogout } from '../lib/session';
import { parseThemeChoice } from '../lib/theme';
import { setThemeChoice, THEME_CHOICES, useThemeChoice } from '../lib/theme-store';
import { UserAvatar } from './user-avatar';

export function UserMenu({ user }: { user: SessionUser }) {
  const { logout, isPending } = useLogout();
  const theme = useThemeChoice();
  return (
    // Non-modal: the rest of the page stays in the accessibility tree; Tab or Escape closes the menu.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="flex cursor-pointer items-center gap-3 rounded-full py-1 pr-2 pl-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-muted">
        <span className="max-w-56 truncate font-medium text-sm">
          {user.name}
          <span className="sr-only">, menu akaun</span>
        </span>
        <UserAvatar name={user.name} photo={user.profilePhoto} className="size-9" />
        <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate font-semibold">{user.name}</span>
          <span className="block truncate text-muted-foreground text-xs">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={PATHS.profile}>
            <User aria-hidden="true" />
            Profil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-muted-foreground text-xs uppercase tracking-wide">
          Tema
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-label="Tema"
          value={theme}
          onValueChange={(value) => setThemeChoice(parseThemeChoice(value))}
        >
          {THEME_CHOICES.map(({ value, label }) => (
            <DropdownMenuRadioItem key={value} value={value} onSelect={(event) => event.preventDefault()}>
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={isPending} onSelect={() => logout()}>
          <LogOut aria-hidden="true" />
          Log Keluar
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
