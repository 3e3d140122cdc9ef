// The filters of a list page, each bound to one search parameter of the URL (client/components/kit/list-search.ts):
// a text search sent as you type (debounced), and a choice among values with an "all" entry first.
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

/** The filters' row, a search landmark named `label`. */
export function ListFilters({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={label}>
      {children}
    </Group>
  );
}

/** Typing updates the URL 300 ms after the last key; what is typed stays as typed. */
export function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
  width,
}: {
  label: string;
  placeholder?: string;
  value: string | undefined;
  onChange: (value: string) => void;
  width: number;
}) {
  const [text, setText] = useState(value ?? '');
  const apply = useDebouncedCallback(onChange, 300);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: width }}
    />
  );
}

export function SelectFilter({
  label,
  allLabel,
  options,
  value,
  onChange,
  searchable,
  width,
}: {
  label: string;
  /** The first entry, for no filter. */
  allLabel: string;
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | null) => void;
  searchable?: boolean;
  width: number;
}) {
  return (
    <Select
      label={label}
      data={[{ value: '', label: allLabel }, ...options]}
      value={value ?? ''}
      onChange={onChange}
      allowDeselect={false}
      searchable={searchable}
      w={{ base: '100%', sm: width }}
    />
  );
}
