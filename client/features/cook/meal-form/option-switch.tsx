// A new meal's option that shows its own fields once switched on: "Repeat weekly" (client/features/cook/meal-form/
// series-fields.tsx) and "Share by draw" (draw-fields.tsx).
import { Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';

export function OptionSwitch({
  testId,
  label,
  hint,
  on,
  onChange,
  children,
}: {
  testId: string;
  label: string;
  hint: string;
  on: boolean;
  onChange: (on: boolean) => void;
  /** The option's fields, shown while it is on. */
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Switch
        size="md"
        label={label}
        description={hint}
        checked={on}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {on && children}
    </Stack>
  );
}
