// The meal form's dialog: full screen on phones, a wide dialog elsewhere. It opens from the URL
// (?modal=create-meal, ?modal=edit-meal&meal=<id>), so a reload keeps it; once a new meal is saved its id joins
// the URL (?modal=create-meal&meal=<id>) and a reload continues with that meal instead of starting another.
// A cook who may not create or edit (suspended, no office) gets the reason instead of the form.
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/modal';
import { useMediaQuery } from '@mantine/hooks';
import { skipToken } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '../../../../shared/enums';
import { MOBILE_BREAKPOINT_PX } from '../../../../shared/constants';
import { trpc } from '../../../app/trpc';
import { appError } from '../../../lib/app-error';
import type { CookMeal } from '../cook-model';
import { ForecastPanel } from '../forecast-panel';
import { MealForm } from './meal-form';
import type { OfficeMealDefaults } from './meal-form-model';

export interface MealFormTarget {
  mode: 'create' | 'edit';
  mealId: string | null;
  /** A new meal answering this wish (a cook claiming it): the form starts from the wish. */
  wishId?: string | null;
}

interface Props {
  target: MealFormTarget | null;
  officeTimeZone: string | null;
  officeDefaults?: OfficeMealDefaults;
  /** Why this cook may not create or edit now (a sentence), or null. */
  blocked: string | null;
  onCreated: (meal: CookMeal) => void;
  onClose: () => void;
}

export function MealFormDialog({ target, officeTimeZone, officeDefaults, blocked, onCreated, onClose }: Props) {
  const { t } = useTranslation('cook');
  const mobile =
    useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, false, { getInitialValueInEffect: false }) ?? false;
  const touchDevice = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false }) ?? false;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t(target?.mode === 'edit' ? 'form.editTitle' : 'form.createTitle')}
      fullScreen={mobile}
      size={720}
      radius={mobile ? 0 : 'lg'}
      // A stray click beside the dialog must not throw away what was typed.
      closeOnClickOutside={false}
      transitionProps={mobile ? { transition: 'slide-up', duration: 200 } : undefined}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {/* Who is in on the days ahead, while creating (client/features/cook/forecast-panel.tsx). */}
      {target?.mode === 'create' && !blocked && <ForecastPanel />}
      {target &&
        (blocked ? (
          <Stack>
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
              {blocked}
            </Alert>
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('form.close')}
            </Button>
          </Stack>
        ) : (
          <MealFormLoader
            key={target.mode}
            target={target}
            officeTimeZone={officeTimeZone}
            officeDefaults={officeDefaults}
            mobile={mobile}
            touchDevice={touchDevice}
            onCreated={onCreated}
            onClose={onClose}
          />
        ))}
    </Modal>
  );
}

function MealFormLoader({
  target,
  officeTimeZone,
  officeDefaults,
  mobile,
  touchDevice,
  onCreated,
  onClose,
}: {
  target: MealFormTarget;
  officeTimeZone: string | null;
  officeDefaults?: OfficeMealDefaults;
  mobile: boolean;
  touchDevice: boolean;
  onCreated: (meal: CookMeal) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['cook', 'errors']);
  const meal = trpc.meals.get.useQuery(target.mealId ? { id: target.mealId } : skipToken, { retry: false });
  // Once the meal is saved (its id in the URL) it no longer starts from the wish.
  const claimId = target.mode === 'create' && !target.mealId ? (target.wishId ?? null) : null;
  const claim = trpc.wishes.forClaim.useQuery(claimId ? { wishId: claimId } : skipToken, { retry: false });
  if (target.mode === 'edit' && !target.mealId) {
    return <Alert color="red">{t('errors:codes.notFound')}</Alert>;
  }
  if ((target.mealId && meal.isError) || (claimId && claim.isError)) {
    return (
      <Stack>
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          <Text size="sm">{t(`errors:codes.${appError(meal.error ?? claim.error).code}`)}</Text>
        </Alert>
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('form.close')}
        </Button>
      </Stack>
    );
  }
  if ((target.mealId && !meal.data) || (claimId && !claim.data)) {
    return (
      <Center h={200}>
        <Loader aria-label={t('form.loading')} />
      </Center>
    );
  }
  return (
    <MealForm
      mode={target.mode}
      meal={meal.data ?? null}
      claim={claimId ? (claim.data ?? null) : null}
      timeZone={meal.data?.timeZone ?? officeTimeZone ?? DEFAULT_TIME_ZONE}
      defaults={officeDefaults}
      mobile={mobile}
      touchDevice={touchDevice}
      onCreated={onCreated}
      onClose={onClose}
    />
  );
}
