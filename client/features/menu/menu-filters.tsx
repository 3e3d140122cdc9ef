// Day views (in the URL), diet filters and "hide meals containing…" allergens. Plain chips, no select (a
// combobox and its positioning library would double the filters' share of the menu's first load); the 14
// allergens open under their own button so a phone's first screen still reaches the meals.
import { Badge, Button, Chip, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconChevronDown, IconLeaf } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, DIETARY_TAGS, type Allergen, type DietaryTag } from '../../../shared/enums';
import { MENU_DAYS, type MenuDay } from '../../../shared/url-filters';
import type { MenuSearch } from './menu-model';

const CHIP_STYLES = { label: { height: 44 } };

export function MenuFilters({
  search,
  onChange,
}: {
  search: MenuSearch;
  onChange: (next: Partial<MenuSearch>) => void;
}) {
  const { t } = useTranslation('menu');
  const filtered = search.diet.length > 0 || search.exclude.length > 0;
  // Open from the start when the link already hides some (a shared or bookmarked URL), so they can be seen.
  const [allergensOpen, setAllergensOpen] = useState(search.exclude.length > 0);
  const allergensId = useId();
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('days.label')}
        value={search.day}
        onChange={(day) => onChange({ day: day as MenuDay })}
        data={MENU_DAYS.map((day) => ({ value: day, label: t(`days.${day}`) }))}
        w={{ base: '100%', sm: 'auto' }}
      />
      <Group gap="sm">
        <Chip.Group multiple value={search.diet} onChange={(diet) => onChange({ diet: diet as DietaryTag[] })}>
          <Group gap={6} role="group" aria-label={t('filters.diet')}>
            {DIETARY_TAGS.map((tag) => (
              <Chip key={tag} value={tag} variant="outline" icon={<IconLeaf size={14} />} styles={CHIP_STYLES}>
                {t(`tags.${tag}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Button
          variant="default"
          radius="xl"
          aria-expanded={allergensOpen}
          aria-controls={allergensId}
          onClick={() => setAllergensOpen((open) => !open)}
          rightSection={
            <IconChevronDown
              size={16}
              aria-hidden
              style={{ transform: allergensOpen ? 'rotate(180deg)' : undefined }}
            />
          }
          data-testid="allergen-filter-toggle"
        >
          {t('filters.allergens')}
          {search.exclude.length > 0 && (
            <Badge ml={6} size="sm" circle color="red">
              {search.exclude.length}
            </Badge>
          )}
        </Button>
        {filtered && (
          <Button variant="subtle" onClick={() => onChange({ diet: [], exclude: [] })}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
      <div id={allergensId} hidden={!allergensOpen}>
        <Chip.Group
          multiple
          value={search.exclude}
          onChange={(exclude) => onChange({ exclude: exclude as Allergen[] })}
        >
          <Group gap={6} role="group" aria-label={t('filters.allergens')}>
            {ALLERGENS.map((allergen) => (
              <Chip key={allergen} value={allergen} variant="outline" color="red" styles={CHIP_STYLES}>
                {t(`allergens.${allergen}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
    </Stack>
  );
}
