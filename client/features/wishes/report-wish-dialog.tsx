// Reporting a wish to the organization's moderators (docs/features.md, "Wish board"): the report form a meal's
// report has too (client/components/kit/report-form.tsx). The server allows one open report per person and wish and
// never one's own.
import { useTranslation } from 'react-i18next';
import { ReportWishInput } from '../../../shared/schemas/wishes';
import { trpc } from '../../app/trpc';
import { FormDialog } from '../../components/kit/form-dialog';
import { ReportForm } from '../../components/kit/report-form';

export function ReportWishDialog({
  wish,
  onClose,
}: {
  wish: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('wishes');
  return (
    <FormDialog opened={wish !== null} onClose={onClose} title={wish ? t('report.title', { title: wish.title }) : ''}>
      {wish && <ReportWishForm key={wish.id} wishId={wish.id} onDone={onClose} />}
    </FormDialog>
  );
}

function ReportWishForm({ wishId, onDone }: { wishId: string; onDone: () => void }) {
  const { t } = useTranslation('wishes');
  const report = trpc.wishes.report.useMutation();
  return (
    <ReportForm
      parse={({ reason, note }) => ReportWishInput.safeParse({ wishId, reason, note })}
      report={report}
      intro={t('report.intro')}
      sent={{ message: t('report.sent') }}
      onDone={onDone}
    />
  );
}
