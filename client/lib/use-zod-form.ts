// Form state validated with the same zod schema the server uses. Messages are translation keys (errors:*);
// a field's error clears when it is edited; nothing typed is lost on a failed submit.
import { useState } from 'react';
import type { z } from 'zod';

export function useZodForm<S extends z.ZodType<Record<string, unknown>>>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const setField = <K extends keyof z.input<S> & string>(name: K, value: z.input<S>[K]) => {
    setValues((current) => ({ ...(current as object), [name]: value }) as z.input<S>);
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  /** Returns the parsed values, or undefined after recording the field errors. */
  const validate = (): z.output<S> | undefined => {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    const next: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      next[key] ??= issue.message;
    }
    setErrors(next);
    return undefined;
  };

  /** Shows errors the server found (BAD_REQUEST issues) on the fields. */
  const setServerIssues = (issues: { path: string; message: string }[]) =>
    setErrors(Object.fromEntries(issues.map((issue) => [issue.path.split('.')[0] ?? '', issue.message])));

  return { values, errors, setField, validate, setServerIssues, setValues };
}
