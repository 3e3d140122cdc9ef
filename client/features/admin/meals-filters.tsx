// /admin/meals' filters, in the URL: a title search, the office, the pickup date and the meal's state.
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEAL_STATES } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { SearchFilter, SelectFilter } from '../../components/kit/list-filters';
import { filterSetter } from '../../components/kit/list-search';
import type { MealsSearch } from './admin-model';

export function MealsFilters({ search, onSearch }: { search: MealsSearch; onSearch: (next: MealsSearch) => void }) {
  const { t } = useTranslation('admin');
  const offices = trpc.admin.offices.useQuery();
  const filter = filterSetter(search, onSearch);
  return (
    <>
      <SearchFilter label={t('meals.search')} value={search.q} onChange={filter('q')} width={240} />
      <SelectFilter
        label={t('meals.office')}
        allLabel={t('users.allOffices')}
        options={(offices.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
        value={search.office}
        onChange={filter('office')}
        searchable
        width={200}
      />
      <TextInput
        type="date"
        label={t('meals.date')}
        value={search.date ?? ''}
        onChange={(e) => filter('date')(e.currentTarget.value)}
        w={{ base: '100%', sm: 170 }}
      />
      <SelectFilter
        label={t('meals.state')}
        allLabel={t('meals.allStates')}
        options={ADMIN_MEAL_STATES.map((state) => ({ value: state, label: t(`meals.states.${state}`) }))}
        value={search.state}
        onChange={filter('state')}
        width={170}
      />
    </>
  );
}
