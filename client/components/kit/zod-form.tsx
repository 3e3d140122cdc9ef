// A page's form over a shared zod schema (client/lib/use-zod-form.ts): the browser's own validation off, and on
// submit the schema's check, then `onValid` with what it parsed (field errors show on the fields otherwise).
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export function ZodForm<Data>({
  validate,
  onValid,
  children,
}: {
  validate: () => Data | undefined;
  onValid: (data: Data) => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = validate();
        if (data) onValid(data);
      }}
    >
      <Stack>{children}</Stack>
    </form>
  );
}
