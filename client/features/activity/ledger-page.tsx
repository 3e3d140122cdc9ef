// /activity/ledger (the cash ledger): what the user still owes and to whom (collected, paid later), and
// per month of the pickup date what they collected, spent, got for free and still owe; the CSV has one row per
// collected preorder. A table on wide screens, cards on phones.
import { Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { Page } from '../../components/kit/page';
import { MonthsSection, OwedSection } from './ledger-sections';
import { CsvButton } from '../../components/csv-button';
import { ButtonLink } from '../../components/link-button';
import { EmptyState } from '../../components/kit/empty-state';
import { QueryBoundary } from '../../components/kit/query-boundary';

export function EaterLedgerPage() {
  const { t } = useTranslation(['ledger', 'common']);
  const utils = trpc.useUtils();
  const ledger = trpc.ledger.eater.useQuery();

  return (
    <Page
      title={t('eater.title')}
      subtitle={t('eater.subtitle')}
      actions={
        <Group gap="xs">
          <ButtonLink to="/activity" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('eater.backToReservations')}
          </ButtonLink>
          <CsvButton load={(locale) => utils.ledger.eaterCsv.fetch({ locale }, { staleTime: 0 })} />
        </Group>
      }
    >
      <QueryBoundary
        query={ledger}
        errorTitle={t('eater.loadFailed')}
        isEmpty={(data) => data.months.length === 0}
        empty={
          <EmptyState
            title={t('eater.empty.title')}
            text={t('eater.empty.text')}
            action={
              <ButtonLink to="/menu" mt="sm">
                {t('eater.empty.action')}
              </ButtonLink>
            }
          />
        }
      >
        {(data) => (
          <>
            <OwedSection data={data} />
            <MonthsSection data={data} />
          </>
        )}
      </QueryBoundary>
    </Page>
  );
}
