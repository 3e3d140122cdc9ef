// The home dashboard: greeting, office line, quick actions by role; for cooks today's
// figures and meals (and their own upcoming orders, when they have any), for others the upcoming orders or the
// empty state.
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconBuildingSkyscraper,
  IconChefHat,
  IconCirclePlus,
  IconReceipt,
  IconShieldLock,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '../../../shared/enums';
import type { SessionUser } from '../../app/session';
import { CookToday } from './cook-today';
import { greetingPart } from './greeting';
import { UpcomingOrders, useHasUpcomingOrders } from './upcoming-orders';

interface QuickAction {
  key: 'browseMenu' | 'myOrders' | 'createMeal' | 'manageMeals' | 'adminPanel' | 'joinOffice';
  to: string;
  icon: typeof IconReceipt;
}

function quickActions(user: SessionUser): QuickAction[] {
  const menu: QuickAction = { key: 'browseMenu', to: '/menu', icon: IconToolsKitchen2 };
  if (isAdminRole(user.role)) return [{ key: 'adminPanel', to: '/admin', icon: IconShieldLock }, menu];
  const actions: QuickAction[] =
    user.role === 'cook'
      ? [
          { key: 'createMeal', to: '/cook/create-meal', icon: IconCirclePlus },
          { key: 'manageMeals', to: '/cook/my-meals', icon: IconChefHat },
          menu,
        ]
      : [menu, { key: 'myOrders', to: '/activity', icon: IconReceipt }];
  if (!user.officeId) actions.push({ key: 'joinOffice', to: '/profile', icon: IconBuildingSkyscraper });
  return actions;
}

export function DashboardPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('dashboard');
  const cook = user.role === 'cook';
  useDocumentTitle(t('quickActions.title'));
  const name = user.firstName || user.email;

  return (
    <Container size={1200} px={0} py="md">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t(`greeting.${greetingPart(new Date().getHours())}`, { name })}</Title>
          <Text c="dimmed" mt={4}>
            {user.officeName ? t('office.assigned', { office: user.officeName }) : t('office.unassigned')}
          </Text>
        </div>

        <section aria-labelledby="quick-actions">
          <Title order={2} fz="lg" id="quick-actions" mb="sm">
            {t('quickActions.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {quickActions(user).map((action) => (
              <Card key={action.key} withBorder radius="md" padding="md" component={Link} to={action.to}>
                <Group wrap="nowrap">
                  <ThemeIcon size={44} radius="md" variant="light">
                    <action.icon size={24} aria-hidden />
                  </ThemeIcon>
                  <Text fw={600}>{t(`quickActions.${action.key}`)}</Text>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </section>

        {cook ? (
          <>
            <CookToday />
            {/* Cooks eat too: their own reservations of colleagues' meals, when they have any. */}
            <UpcomingOrders />
          </>
        ) : (
          <EaterOrders />
        )}
      </Stack>
    </Container>
  );
}

function EaterOrders() {
  const { t } = useTranslation('dashboard');
  const hasUpcoming = useHasUpcomingOrders();
  return hasUpcoming ? (
    <UpcomingOrders />
  ) : (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" ta="center" gap="xs">
        <Title order={2} fz="lg">
          {t('empty.title')}
        </Title>
        <Text c="dimmed">{t('empty.text')}</Text>
        <Button component={Link} to="/menu" mt="sm">
          {t('empty.action')}
        </Button>
      </Stack>
    </Card>
  );
}
