// How people are shown: full name or e-mail, and avatar initials (first letters of first and
// last name, else the first letter of the e-mail, else U).

interface Person {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export function displayName(person: Person): string {
  const full = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return full || person.email || '';
}

export function initialsOf(person: Person): string {
  const first = person.firstName?.trim()[0];
  const last = person.lastName?.trim()[0];
  if (first || last) return `${first ?? ''}${last ?? ''}`.toUpperCase();
  return (person.email?.trim()[0] ?? 'U').toUpperCase();
}
