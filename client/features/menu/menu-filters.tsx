// Day views (in the URL), diet filters and "hide meals containing…" allergens.
import { Button, Chip, Group, MultiSelect, SegmentedControl, Stack } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, DIETARY_TAGS, type Allergen, type DietaryTag } from '../../../shared/enums';
import { MENU_DAYS, type MenuDay } from '../../../shared/url-filters';
import type { MenuSearch } from './menu-model';

export function MenuFilters({ search, onChange }: { search: MenuSearch; onChange: (next: Partial<MenuSearch>) => void }) {
  const { t } = useTranslation('menu');
  const filtered = search.diet.length > 0 || search.exclude.length > 0;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('days.label')}
        value={search.day}
        onChange={(day) => onChange({ day: day as MenuDay })}
        data={MENU_DAYS.map((day) => ({ value: day, label: t(`days.${day}`) }))}
        w={{ base: '100%', sm: 'auto' }}
      />
      <Group gap="sm" align="flex-end">
        <Chip.Group multiple value={search.diet} onChange={(diet) => onChange({ diet: diet as DietaryTag[] })}>
          <Group gap={6} role="group" aria-label={t('filters.diet')}>
            {DIETARY_TAGS.map((tag) => (
              <Chip key={tag} value={tag} variant="outline" icon={<IconLeaf size={14} />} styles={{ label: { height: 44 } }}>
                {t(`tags.${tag}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <MultiSelect
          label={t('filters.allergens')}
          placeholder={search.exclude.length ? undefined : t('filters.allergensPlaceholder')}
          data={ALLERGENS.map((allergen) => ({ value: allergen, label: t(`allergens.${allergen}`) }))}
          value={search.exclude}
          onChange={(exclude) => onChange({ exclude: exclude as Allergen[] })}
          clearable
          searchable
          w={{ base: '100%', sm: 320 }}
          comboboxProps={{ withinPortal: true }}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => onChange({ diet: [], exclude: [] })}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
