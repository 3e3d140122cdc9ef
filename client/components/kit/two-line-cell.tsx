// A list cell of two lines: what it names, and a dimmed line on it beneath (a person and their e-mail, a cook and
// their office).
import { Text } from '@mantine/core';

export function TwoLineCell({ main, sub }: { main: string; sub: string }) {
  return (
    <div>
      <Text size="sm">{main}</Text>
      <Text size="xs" c="dimmed">
        {sub}
      </Text>
    </div>
  );
}
