// A choice among a few options with a visible label: a SegmentedControl has no label of its own, so the label's text
// names the control for screen readers too.
import { SegmentedControl, Stack, Text, type SegmentedControlProps } from '@mantine/core';
import { useId } from 'react';

export function LabelledChoice({
  label,
  value,
  onChange,
  data,
  fullWidth = false,
  size,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: SegmentedControlProps['data'];
  /** Across the whole width (the options share it) instead of as wide as they need. */
  fullWidth?: boolean;
  size?: SegmentedControlProps['size'];
}) {
  const id = useId();
  return (
    <Stack gap={4} align={fullWidth ? 'stretch' : 'flex-start'}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={onChange}
        data={data}
        fullWidth={fullWidth}
        {...(size ? { size } : {})}
      />
    </Stack>
  );
}
