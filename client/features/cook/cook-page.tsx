// /cook/{tab}: the cook's workspace: title, subtitle, the Create meal button on the
// my-meals tab, the assign-office banner, a suspended cook's notice (no create or edit until the date), the tabs,
// and the meal form opened from the URL.
import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconBuildingSkyscraper, IconLock, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../app/session';
import { Page } from '../../components/kit/page';
import { useFormat } from '../../lib/use-format';
import {
  COOK_TABS,
  ledgerPeriodOf,
  mealIdOf,
  wishIdOf,
  mealStatusOf,
  preorderStatusOf,
  suspendedUntil,
  type CookMeal,
  type CookSearch,
  type CookTab,
} from './cook-model';
import { LedgerTab } from './ledger-tab';
import { MealFormDialog, type MealFormTarget } from './meal-form/meal-form-dialog';
import { MyMealsTab } from './my-meals-tab';
import { PreordersTab } from './preorders-tab';

export { COOK_TABS, type CookTab };

export function CookPage({ user, tab, search }: { user: SessionUser; tab: CookTab; search: CookSearch }) {
  const { t } = useTranslation('cook');
  const { t: tl } = useTranslation('ledger');
  const format = useFormat();
  const navigate = useNavigate();
  const suspended = suspendedUntil(user);
  const canEdit = !!user.officeId && !suspended;
  const blocked = suspended
    ? t('suspended.text', { date: format.dateTime(suspended, user.officeTimeZone ?? undefined) })
    : !user.officeId
      ? t('noOffice.text')
      : null;

  const go = (to: CookTab, next: CookSearch, replace = false) =>
    void navigate({ to: '/cook/$tab', params: { tab: to }, search: next, replace });
  const formTarget: MealFormTarget | null =
    tab === 'my-meals' && search.modal
      ? {
          mode: search.modal === 'edit-meal' ? 'edit' : 'create',
          mealId: mealIdOf(search),
          wishId: search.modal === 'create-meal' ? wishIdOf(search) : null,
        }
      : null;
  const closeForm = () => go('my-meals', { status: search.status });
  const openCreate = () => go('my-meals', { status: search.status, modal: 'create-meal' });
  const openEdit = (meal: CookMeal) => go('my-meals', { status: search.status, modal: 'edit-meal', meal: meal.id });

  return (
    <Page
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Group gap="xs">
          <Button component={Link} to="/activity" variant="default">
            {t('myReservations')}
          </Button>
          {tab === 'my-meals' && canEdit && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openCreate}>
              {t('createMeal')}
            </Button>
          )}
        </Group>
      }
    >
      {!user.officeId && (
        <Alert color="yellow" icon={<IconBuildingSkyscraper size={20} />} title={t('noOffice.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('noOffice.text')}</Text>
            <Button component={Link} to="/profile" size="sm" variant="light">
              {t('noOffice.action')}
            </Button>
          </Stack>
        </Alert>
      )}
      {suspended && (
        <Alert color="red" icon={<IconLock size={20} />} title={t('suspended.title')} data-testid="suspended-notice">
          <Text size="sm">{blocked}</Text>
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => value && go(value as CookTab, {})}>
        <Tabs.List>
          <Tabs.Tab value="my-meals">{t('tabs.myMeals')}</Tabs.Tab>
          <Tabs.Tab value="preorders">{t('tabs.preorders')}</Tabs.Tab>
          <Tabs.Tab value="ledger">{tl('cook.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="my-meals" pt="lg">
          {tab === 'my-meals' && (
            <MyMealsTab
              status={mealStatusOf(search)}
              onStatusChange={(status) => go('my-meals', { status: status === 'all' ? undefined : status }, true)}
              canEdit={canEdit}
              onCreate={openCreate}
              onEdit={openEdit}
              onPreorders={(meal) => go('preorders', { meal: meal.id })}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="preorders" pt="lg">
          {tab === 'preorders' && (
            <PreordersTab
              status={preorderStatusOf(search)}
              mealId={mealIdOf(search)}
              onStatusChange={(status) =>
                go('preorders', { meal: search.meal, status: status === 'all' ? undefined : status }, true)
              }
              onClearMeal={() => go('preorders', { status: search.status })}
              onGoToMeals={() => go('my-meals', {})}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="ledger" pt="lg">
          {tab === 'ledger' && (
            <LedgerTab
              period={ledgerPeriodOf(search)}
              onPeriodChange={(period) => go('ledger', { period: period === 'week' ? undefined : period }, true)}
              onGoToPreorders={() => go('preorders', {})}
            />
          )}
        </Tabs.Panel>
      </Tabs>
      <MealFormDialog
        target={formTarget}
        officeTimeZone={user.officeTimeZone}
        officeDefaults={
          user.officePickupStart && user.officePickupEnd && user.officeCutoffTime
            ? {
                pickupStart: user.officePickupStart.slice(0, 5),
                pickupEnd: user.officePickupEnd.slice(0, 5),
                cutoffTime: user.officeCutoffTime.slice(0, 5),
              }
            : undefined
        }
        blocked={blocked}
        onCreated={(meal) => go('my-meals', { status: search.status, modal: 'create-meal', meal: meal.id }, true)}
        onClose={closeForm}
      />
    </Page>
  );
}
