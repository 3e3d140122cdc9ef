// The menu's meals, day by day: each day a section with its heading, its meals as cards.
import { SimpleGrid, Stack, Title, VisuallyHidden } from '@mantine/core';
import { Suspense } from 'react';
import type { SessionUser } from '../../app/session';
import { useFormat } from '../../lib/use-format';
import { MealCard } from './meal-card';
import { currentState, type MenuMeal, type MenuOffice, type MenuSearch } from './menu-model';
import type { useColleagueMenu } from './use-waitlist-and-handovers';

interface Props {
  meals: MenuMeal[];
  office: MenuOffice;
  search: MenuSearch;
  now: number;
  user: SessionUser | null;
  /** The visitor may reserve here: a member of this office, or an admin. */
  memberOrAdmin: boolean;
  onReserve: (meal: MenuMeal) => void;
  onReport: (meal: MenuMeal) => void;
  colleague: ReturnType<typeof useColleagueMenu>;
}

export function MenuDays({ meals, office, search, now, user, memberOrAdmin, onReserve, onReport, colleague }: Props) {
  const format = useFormat();
  return groupByDate(meals).map(([date, dayMeals], dayIndex) => (
    <Stack key={date} gap="sm" component="section" aria-label={format.date(date, 'long')}>
      {/* Every day has its h2 (the cards' titles are h3); one day alone is already named by the tabs. */}
      {search.day === 'week' ? (
        <Title order={2} fz="lg">
          {format.date(date, 'long')}
        </Title>
      ) : (
        <VisuallyHidden component="h2">{format.date(date, 'long')}</VisuallyHidden>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {dayMeals.map((meal, index) => (
          <Suspense key={meal.id} fallback={null}>
            <MealCard
              first={dayIndex === 0 && index === 0}
              meal={meal}
              state={currentState(meal, now)}
              timeZone={office.timeZone}
              showDate={search.day === 'week'}
              myAllergens={user?.allergens ?? []}
              canReserve={!user || memberOrAdmin}
              canFollow={!!user && user.officeId === office.id}
              onReserve={onReserve}
              onReport={onReport}
              colleague={colleague.viewFor(meal)}
            />
          </Suspense>
        ))}
      </SimpleGrid>
    </Stack>
  ));
}

function groupByDate(meals: MenuMeal[]): [string, MenuMeal[]][] {
  const groups = new Map<string, MenuMeal[]>();
  for (const meal of meals) groups.set(meal.pickupDate, [...(groups.get(meal.pickupDate) ?? []), meal]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
