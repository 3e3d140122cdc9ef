/** Morning before 12, afternoon before 17, evening after, by the user's own clock. */
export function greetingPart(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}
