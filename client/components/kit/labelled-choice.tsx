// A choice among a few options with a visible label: a SegmentedControl has no label of its own, so the label's text
// names the control for screen readers too.
import { SegmentedControl, Stack, Text, type SegmentedControlProps } from '@mantine/core';
import { useId } from 'react';

export function LabelledChoice({
  label,
  value,
  onChange,
  data,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: SegmentedControlProps['data'];
}) {
  const id = useId();
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={onChange} data={data} />
    </Stack>
  );
}
