// One answer of a few, as cards that are radios (Mantine Radio.Card: role radio, arrow keys move and choose). The
// group is named by the question shown above it and described by its error.
import { Group, Input, Radio, SimpleGrid, Text } from '@mantine/core';
import type { FocusEvent } from 'react';

interface ChoiceCardsProps<T extends string> {
  /** Ties the cards together for the arrow keys; also the id prefix. */
  name: string;
  /** The id of the element that asks the question. */
  labelledBy: string;
  options: readonly { value: T; label: string }[];
  value: T | '';
  onChange: (value: T) => void;
  /** Focus left the whole group (not just moved between its cards). */
  onLeave?: () => void;
  error?: string;
  columns?: number;
}

export function ChoiceCards<T extends string>({
  name,
  labelledBy,
  options,
  value,
  onChange,
  onLeave,
  error,
  columns = 1,
}: ChoiceCardsProps<T>) {
  const errorId = `${name}-error`;
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave?.();
  };
  return (
    <div>
      <SimpleGrid
        cols={{ base: 1, sm: columns }}
        spacing="sm"
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={error ? errorId : undefined}
        onBlur={leave}
      >
        {options.map((option) => {
          const checked = value === option.value;
          return (
            <Radio.Card
              key={option.value}
              name={name}
              value={option.value}
              checked={checked}
              onClick={() => onChange(option.value)}
              radius="md"
              px="md"
              py={12}
              mih={52}
              style={
                checked
                  ? {
                      borderColor: 'var(--mantine-primary-color-filled)',
                      background: 'var(--mantine-primary-color-light)',
                    }
                  : error
                    ? { borderColor: 'var(--mantine-color-error)' }
                    : undefined
              }
            >
              <Group wrap="nowrap" gap="sm" align="center">
                <Radio.Indicator />
                <Text fw={500} size="sm" lh={1.35}>
                  {option.label}
                </Text>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
      {error && (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
