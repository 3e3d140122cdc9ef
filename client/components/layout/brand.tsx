import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-brand-7)" />
      <path d="M14 30h36a18 18 0 0 1-36 0z" fill="#fff" />
      <path
        d="M24 22c0-4 4-4 4-8M32 22c0-4 4-4 4-8M40 22c0-4 4-4 4-8"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The logo, linking home. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to="/"
      aria-label={t('header.home')}
      style={{ minHeight: 44, display: 'flex', alignItems: 'center' }}
    >
      <Group gap={8} wrap="nowrap">
        <BrandMark />
        <Text fw={800} fz="lg">
          {t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
