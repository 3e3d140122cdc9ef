// The pieces the profile page is laid out with: a titled section card, a label beside its value, an e-mail address
// that wraps where it reads well.
import { Card, Group, Text, Title, type TextProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * A label and its value side by side; on a narrow screen the value moves under the label rather than squeezing it.
 * A label is never broken ("E- / mail" on a phone).
 */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" mih={44} style={{ rowGap: 4 }}>
      <Text c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <div style={{ textAlign: 'end', minWidth: 0, maxWidth: '100%' }}>{children}</div>
    </Group>
  );
}

/**
 * An e-mail address that wraps, when it must, after the @ or before a dot, never mid-word. Only a single part too
 * long for the line is broken inside (overflow-wrap: break-word, which unlike `anywhere` does not shrink the
 * column the address gets).
 */
export function Email({ address, ...props }: { address: string } & TextProps) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <Text {...props} style={{ overflowWrap: 'break-word' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}
