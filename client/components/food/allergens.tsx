// The 14 EU allergens (Regulation 1169/2011) as icons with names, a picker, and the diet tags.
import { Badge, Chip, Group, Text, type MantineSize } from '@mantine/core';
import {
  IconBottle,
  IconDroplet,
  IconEgg,
  IconFish,
  IconFishBone,
  IconFlask,
  IconFlower,
  IconGrain,
  IconLeaf,
  IconMilk,
  IconNut,
  IconSeedling,
  IconWheat,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, type Allergen, type DietaryTag } from '../../../shared/enums';

export const ALLERGEN_ICONS: Record<Allergen, Icon> = {
  gluten: IconWheat,
  crustaceans: IconFishBone,
  eggs: IconEgg,
  fish: IconFish,
  peanuts: IconNut,
  soybeans: IconSeedling,
  milk: IconMilk,
  nuts: IconNut,
  celery: IconLeaf,
  mustard: IconBottle,
  sesame: IconGrain,
  sulphites: IconFlask,
  lupin: IconFlower,
  molluscs: IconDroplet,
};

/** Allergens as icon + name; those the user marked as theirs are highlighted. */
export function AllergenList({
  allergens,
  mine = [],
  size = 'sm',
}: {
  allergens: Allergen[];
  mine?: Allergen[];
  size?: MantineSize;
}) {
  const { t } = useTranslation('menu');
  if (allergens.length === 0) {
    return (
      <Text size={size} c="dimmed">
        {t('card.noAllergens')}
      </Text>
    );
  }
  return (
    <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('card.contains')}>
      {allergens.map((allergen) => {
        const AllergenIcon = ALLERGEN_ICONS[allergen];
        const flagged = mine.includes(allergen);
        return (
          <Badge
            key={allergen}
            component="li"
            variant={flagged ? 'filled' : 'light'}
            color={flagged ? 'red' : 'gray'}
            size={size === 'sm' ? 'md' : 'lg'}
            leftSection={<AllergenIcon size={14} aria-hidden />}
            styles={{ label: { textTransform: 'none' } }}
          >
            {t(`allergens.${allergen}`)}
          </Badge>
        );
      })}
    </Group>
  );
}

/** Choosing allergens (the menu filter, the profile). */
export function AllergenPicker({
  value,
  onChange,
  label,
}: {
  value: Allergen[];
  onChange: (next: Allergen[]) => void;
  label: string;
}) {
  const { t } = useTranslation('menu');
  return (
    <Chip.Group multiple value={value} onChange={(next) => onChange(next as Allergen[])}>
      <Group gap={6} role="group" aria-label={label}>
        {ALLERGENS.map((allergen) => {
          const AllergenIcon = ALLERGEN_ICONS[allergen];
          return (
            <Chip
              key={allergen}
              value={allergen}
              size="sm"
              variant="outline"
              icon={<AllergenIcon size={14} />}
              styles={{ label: { height: 44 } }}
            >
              {t(`allergens.${allergen}`)}
            </Chip>
          );
        })}
      </Group>
    </Chip.Group>
  );
}

export function DietTags({ tags }: { tags: DietaryTag[] }) {
  const { t } = useTranslation('menu');
  if (tags.length === 0) return null;
  return (
    <Group gap={6}>
      {tags.map((tag) => (
        <Badge
          key={tag}
          variant="light"
          color="green"
          leftSection={<IconLeaf size={12} aria-hidden />}
          styles={{ label: { textTransform: 'none' } }}
        >
          {t(`tags.${tag}`)}
        </Badge>
      ))}
    </Group>
  );
}
