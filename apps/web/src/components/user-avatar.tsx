import { PersonAvatar, type PersonAvatarProps } from '@kubm/ui/avatar';
import { initials } from '../lib/initials';

export type UserAvatarProps = Omit<PersonAvatarProps, 'initials' | 'src'> & {
  name: string;
  photo?: string | null;
};

/** A person's photo, or their initials. Decorative by default: print the name beside it. */
export function UserAvatar({ name, photo, ...props }: UserAvatarProps) {
  return <PersonAvatar src={photo} initials={initials(name)} {...props} />;
}
