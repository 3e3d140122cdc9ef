// Step 2 of the meal form: portions (minus/plus), pickup date (past days disabled, in the office's time zone), the
// three pickup presets or a manual window, the advanced cutoff and publish switch, diet tags, and the allergen
// decision (tick the allergens, or confirm none of the 14). Price-like fields lock once people have reserved.
import { Stack } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/lt';
import { AdvancedFields } from './advanced-fields';
import { DietAndAllergens } from './diet-and-allergens';
import { MinimumField } from './minimum-field';
import { PickupFields } from './pickup-fields';
import { PortionsField } from './portions-field';
import type { PickupChange, StepProps } from './step-props';
import { useDateSettings } from './use-date-settings';

export type { PickupChange } from './step-props';

interface DetailsStepProps extends StepProps {
  timeZone: string;
  /** Portions already taken (reserved or collected): the total cannot go below. */
  minPortions: number;
  /** The wish a new meal answers, if any (its minimum field says so). */
  wish?: { title: string; portions: number } | null;
  /** False while a weekly series is chosen: a series has no minimum. */
  offerMinimum?: boolean;
  setPickup: (change: PickupChange) => void;
  advancedOpen: boolean;
  onAdvancedToggle: () => void;
}

export function DetailsStep(props: DetailsStepProps) {
  const dates = useDateSettings();
  return (
    <DatesProvider settings={{ locale: dates.locale, firstDayOfWeek: 1 }}>
      <Stack gap="lg">
        <PortionsField {...props} />
        {props.offerMinimum !== false && <MinimumField {...props} />}
        <PickupFields {...props} />
        <AdvancedFields {...props} />
        <DietAndAllergens {...props} />
      </Stack>
    </DatesProvider>
  );
}
