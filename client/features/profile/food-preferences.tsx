// The profile's food preferences: the allergens to warn about and the saved diet, each saved with its own button.
import { Button, Chip, Group, Stack, Text } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIETARY_TAGS, type Allergen, type DietaryTag } from '../../../shared/enums';
import type { SessionUser } from '../../app/session';
import { AllergenPicker } from '../../components/food/allergens';
import { useAccountActions } from '../../components/account/use-account-actions';
import { notifications } from '../../lib/toast';

const CHIP_STYLES = { label: { height: 44 } };

/** The same choices, in any order (the save buttons stay off until something changed). */
const sameMembers = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x) => b.includes(x));

export function AllergensForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['profile', 'common']);
  const { updateProfile } = useAccountActions();
  const [chosen, setChosen] = useState<Allergen[]>(user.allergens);
  const unchanged = sameMembers(chosen, user.allergens);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('allergens.text')}
      </Text>
      <AllergenPicker value={chosen} onChange={setChosen} label={t('allergens.title')} />
      <SaveButton
        disabled={unchanged}
        loading={updateProfile.isPending}
        onClick={() =>
          updateProfile.mutate(
            { allergens: chosen },
            { onSuccess: () => notifications.show({ color: 'teal', message: t('allergens.saved') }) },
          )
        }
      />
    </Stack>
  );
}

/** The saved diet: the menu's diet chips start with these selected (client/features/menu/menu-search.ts). */
export function DietForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['profile', 'common', 'menu']);
  const { updateProfile } = useAccountActions();
  const [chosen, setChosen] = useState<DietaryTag[]>(user.diet);
  const unchanged = sameMembers(chosen, user.diet);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('diet.text')}
      </Text>
      <Chip.Group multiple value={chosen} onChange={(value) => setChosen(value as DietaryTag[])}>
        <Group gap={6} role="group" aria-label={t('diet.title')}>
          {DIETARY_TAGS.map((tag) => (
            <Chip key={tag} value={tag} variant="outline" icon={<IconLeaf size={14} />} styles={CHIP_STYLES}>
              {t(`menu:tags.${tag}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <SaveButton
        disabled={unchanged}
        loading={updateProfile.isPending}
        onClick={() =>
          updateProfile.mutate(
            { diet: chosen },
            { onSuccess: () => notifications.show({ color: 'teal', message: t('diet.saved') }) },
          )
        }
        data-testid="diet-save"
      />
    </Stack>
  );
}

/** Save, off until something changed. */
function SaveButton(props: { disabled: boolean; loading: boolean; onClick: () => void; 'data-testid'?: string }) {
  const { t } = useTranslation('common');
  return (
    <Button w="fit-content" {...props}>
      {t('actions.save')}
    </Button>
  );
}
