// /profile: avatar, name, e-mail, role, cook mode, admin panel, theme; Account,
// Preferences, the calendar feed and (for admins) Administration sections; sign-out. Names can be edited and an office joined by code.
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '../../../shared/enums';
import type { SessionUser } from '../../app/session';
import { useAccountActions } from '../../components/account/use-account-actions';
import { LanguagePicker } from '../../components/layout/language-picker';
import { ThemeSwitcher } from '../../components/layout/theme-switcher';
import { useFormat } from '../../lib/use-format';
import { JoinOfficeForm } from './account-forms';
import { CalendarFeed } from './calendar-feed';
import { EmailPreferences } from './email-preferences';
import { FollowedCooks } from './followed-cooks';
import { AllergensForm, DietForm } from './food-preferences';
import { MyData } from './my-data';
import { NotificationSettings } from './notification-settings';
import { OfficeDays } from './office-days';
import { PaymentDetails } from './payment-details';
import { ProfileCard } from './profile-card';
import { Email, Row, Section } from './profile-parts';
import { RegularsAndAbsences } from './regulars-and-absences';

export function ProfilePage({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['profile', 'common']);
  const format = useFormat();
  const { signOut, saveLanguage } = useAccountActions();
  const admin = isAdminRole(user.role);
  useDocumentTitle(t('title'));
  const [openedAt] = useState(() => Date.now());
  const suspended = user.suspendedUntil && user.suspendedUntil.getTime() > openedAt;

  return (
    <Stack gap="lg" py="md" maw={760}>
      <Title order={1}>{t('title')}</Title>
      {suspended && <Alert color="red">{t('suspended', { date: format.dateTime(user.suspendedUntil!) })}</Alert>}

      <ProfileCard user={user} />

      <Section title={t('account.title')}>
        <Stack gap="xs">
          <Row label={t('account.email')}>
            <Email address={user.email} />
          </Row>
          <Row label={t('account.office')}>
            <Text>{user.officeName ?? t('account.noOffice')}</Text>
          </Row>
          <Row label={t('account.language')}>
            <LanguagePicker onChanged={saveLanguage} withLabel={false} />
          </Row>
          {!user.officeId && <JoinOfficeForm />}
        </Stack>
      </Section>

      <Section title={t('allergens.title')}>
        <AllergensForm user={user} />
      </Section>

      <Section title={t('diet.title')}>
        <DietForm user={user} />
      </Section>

      <Section title={t('appearance.title')}>
        <ThemeSwitcher />
      </Section>

      <Section title={t('preferences.title')}>
        <Stack gap="xs">
          <EmailPreferences />
          <Row label={t('preferences.privacy')}>
            <Button
              component={Link}
              to="/privacy"
              variant="subtle"
              size="compact-md"
              styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
            >
              {t('preferences.privacyHint')}
            </Button>
          </Row>
        </Stack>
      </Section>

      <Section title={t('notificationPrefs.title')}>
        <NotificationSettings cook={user.role !== 'eater'} />
      </Section>

      <Section title={t('calendar.title')}>
        <CalendarFeed />
      </Section>

      {user.role === 'cook' && (
        <Section title={t('payment.title')}>
          <PaymentDetails />
        </Section>
      )}

      <FollowedCooks />
      {user.officeId && (
        <Section title={t('officeDays.title')}>
          <OfficeDays />
        </Section>
      )}
      <RegularsAndAbsences />

      <MyData />

      {admin && (
        <Section title={t('administration.title')}>
          <Text mb="md">{t('administration.text')}</Text>
          <Button component={Link} to="/admin" variant="light">
            {t('administration.open')}
          </Button>
        </Section>
      )}

      <Button
        color="red"
        variant="light"
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={() => signOut.mutate()}
        w="fit-content"
      >
        {t('signOut')}
      </Button>
    </Stack>
  );
}
