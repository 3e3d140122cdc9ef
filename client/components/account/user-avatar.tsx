import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../../../shared/people';

interface Props extends Omit<AvatarProps, 'src' | 'children'> {
  person: { firstName?: string | null; lastName?: string | null; email?: string | null; avatarUrl?: string | null };
}

/** The photo when there is one, else initials. */
export function UserAvatar({ person, ...props }: Props) {
  return (
    <Avatar src={person.avatarUrl ?? undefined} color="brand" alt="" {...props}>
      {initialsOf(person)}
    </Avatar>
  );
}
