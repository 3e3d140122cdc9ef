// The reserve dialog (a bottom sheet under 768 px): the meal, its allergens (the user's flagged), the quantity
// 1..portions left (default 1), an optional note to the cook and the total; then the server decides, and every refusal has its message.
// Focus starts on the quantity (on a phone on the confirm button, so no keyboard covers the sheet), not on close.
import { useTranslation } from 'react-i18next';
import { Sheet, usePhone } from '../../components/sheet';
import type { Allergen } from '../../../shared/enums';
import type { MenuMeal } from './menu-model';
import { ReserveForm } from './reserve-form';

interface Props {
  meal: MenuMeal | null;
  slug: string;
  myAllergens: Allergen[];
  onClose: () => void;
  /** Leaves the reservation for the report-a-meal dialog. */
  onReport: (meal: MenuMeal) => void;
}

export function ReserveDialog({ meal, slug, myAllergens, onClose, onReport }: Props) {
  const { t } = useTranslation(['menu', 'errors']);
  const mobile = usePhone();
  const title = meal ? t('dialog.title', { meal: meal.title }) : '';
  return (
    <Sheet opened={meal !== null} onClose={onClose} title={title} radius="lg">
      {meal && (
        <ReserveForm
          key={meal.id}
          meal={meal}
          slug={slug}
          myAllergens={myAllergens}
          onDone={onClose}
          onReport={() => onReport(meal)}
          focus={mobile ? 'confirm' : 'quantity'}
        />
      )}
    </Sheet>
  );
}
