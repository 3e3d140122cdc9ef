// The report-a-meal dialog: a reason (food safety, inappropriate, spam, misleading, other) and an optional note, for
// the office admins (the form: client/components/kit/report-form.tsx). The server allows one open report per person
// and meal and limits how many anyone sends; each refusal is said in the dialog, and nothing typed is lost.
import { useTranslation } from 'react-i18next';
import { ReportMealInput } from '../../../shared/schemas/moderation';
import { trpc } from '../../app/trpc';
import { FormDialog } from '../../components/kit/form-dialog';
import { ReportForm } from '../../components/kit/report-form';

export function ReportMealDialog({
  meal,
  onClose,
}: {
  meal: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('menu');
  return (
    <FormDialog opened={meal !== null} onClose={onClose} title={meal ? t('report.title', { meal: meal.title }) : ''}>
      {meal && <MealReportForm key={meal.id} mealId={meal.id} onDone={onClose} />}
    </FormDialog>
  );
}

function MealReportForm({ mealId, onDone }: { mealId: string; onDone: () => void }) {
  const { t } = useTranslation('menu');
  const report = trpc.moderation.report.useMutation();
  return (
    <ReportForm
      parse={({ reason, note }) => ReportMealInput.safeParse({ mealId, reason, note })}
      report={report}
      intro={t('report.intro')}
      sent={{ title: t('report.sentTitle'), message: t('report.sent') }}
      onDone={onDone}
    />
  );
}
