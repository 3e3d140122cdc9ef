// /profile: avatar, name, e-mail, role, cook mode, admin panel, theme; Account,
// Preferences, the calendar feed and (for admins) Administration sections; sign-out. Names can be edited and an office joined by code.
import {
  Alert,
  Button,
  Card,
  Chip,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
  type TextProps,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '../../lib/toast';
import { IconBell, IconHelp, IconLeaf, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DIETARY_TAGS, isAdminRole, type Allergen, type DietaryTag } from '../../../shared/enums';
import { displayName } from '../../../shared/people';
import { BindOfficeInput, UpdateProfileInput } from '../../../shared/schemas/auth';
import type { SessionUser } from '../../app/session';
import { trpc } from '../../app/trpc';
import { RoleBadge } from '../../components/account/role-badge';
import { AllergenPicker } from '../../components/food/allergens';
import { useAccountActions } from '../../components/account/use-account-actions';
import { UserAvatar } from '../../components/account/user-avatar';
import { LanguagePicker } from '../../components/layout/language-picker';
import { ThemeSwitcher } from '../../components/layout/theme-switcher';
import { appError } from '../../lib/app-error';
import { useFormat } from '../../lib/use-format';
import { useValidationText } from '../../lib/use-validation-text';
import { useZodForm } from '../../lib/use-zod-form';
import { CalendarFeed } from './calendar-feed';
import { FollowedCooks } from './followed-cooks';
import { RegularsAndAbsences } from './regulars-and-absences';
import { LoadError } from '../../components/kit/load-error';
import { MyData } from './my-data';
import { NotificationSettings } from './notification-settings';
import { PaymentDetails } from './payment-details';

const CHIP_STYLES = { label: { height: 44 } };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * A label and its value side by side; on a narrow screen the value moves under the label rather than squeezing it.
 * A label is never broken ("E- / mail" on a phone).
 */
/** The signed-in user's e-mail switches, saved as they are flipped (the same as the /u/{token} page). */
function EmailPreferences() {
  const { t } = useTranslation('profile');
  const utils = trpc.useUtils();
  const prefs = trpc.email.myPreferences.useQuery();
  const save = trpc.email.saveMyPreferences.useMutation({
    onSuccess: (saved) => {
      utils.email.myPreferences.setData(undefined, saved);
      notifications.show({ color: 'teal', message: t('emailPrefs.saved') });
    },
    onError: () => notifications.show({ color: 'red', message: t('emailPrefs.error') }),
  });
  const flip = (field: 'transactional' | 'marketing', value: boolean) =>
    prefs.data && save.mutate({ ...prefs.data, [field]: value });
  return (
    <Stack gap="sm" id="email-preferences" style={{ scrollMarginTop: 80 }}>
      <Text c="dimmed" size="sm">
        {t('preferences.notifications')}
      </Text>
      {prefs.isError ? (
        <LoadError onRetry={prefs.refetch} retrying={prefs.isFetching} />
      ) : !prefs.data ? (
        <Skeleton h={80} />
      ) : (
        <>
          <Switch
            checked={prefs.data.transactional}
            disabled={save.isPending}
            onChange={(e) => flip('transactional', e.currentTarget.checked)}
            label={t('emailPrefs.transactional')}
            description={t('emailPrefs.transactionalHint')}
          />
          <Switch
            checked={prefs.data.marketing}
            disabled={save.isPending}
            onChange={(e) => flip('marketing', e.currentTarget.checked)}
            label={t('emailPrefs.marketing')}
            description={t('emailPrefs.marketingHint')}
          />
          <Text size="xs" c="dimmed">
            {t('emailPrefs.accountNote')}
          </Text>
        </>
      )}
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" mih={44} style={{ rowGap: 4 }}>
      <Text c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <div style={{ textAlign: 'end', minWidth: 0, maxWidth: '100%' }}>{children}</div>
    </Group>
  );
}

/**
 * An e-mail address that wraps, when it must, after the @ or before a dot, never mid-word. Only a single part too
 * long for the line is broken inside (overflow-wrap: break-word, which unlike `anywhere` does not shrink the
 * column the address gets).
 */
function Email({ address, ...props }: { address: string } & TextProps) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <Text {...props} style={{ overflowWrap: 'break-word' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}

function NameForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const validationText = useValidationText();
  const { updateProfile } = useAccountActions();
  const form = useZodForm(UpdateProfileInput, { firstName: user.firstName, lastName: user.lastName });
  const error = (name: string) => validationText(form.errors[name]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    updateProfile.mutate(
      { firstName: values.firstName, lastName: values.lastName },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('name.saved') });
          onDone();
        },
        onError: (e) => form.setServerIssues(appError(e).issues),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={t('name.firstName')}
            value={form.values.firstName ?? ''}
            autoComplete="given-name"
            onChange={(e) => form.setField('firstName', e.currentTarget.value)}
            error={error('firstName')}
          />
          <TextInput
            label={t('name.lastName')}
            value={form.values.lastName ?? ''}
            autoComplete="family-name"
            onChange={(e) => form.setField('lastName', e.currentTarget.value)}
            error={error('lastName')}
          />
        </Group>
        <Group>
          <Button type="submit" loading={updateProfile.isPending}>
            {t('name.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function JoinOfficeForm() {
  const { t } = useTranslation(['profile', 'errors']);
  const validationText = useValidationText();
  const utils = trpc.useUtils();
  const form = useZodForm(BindOfficeInput, { slug: '' });
  const bind = trpc.auth.bindOffice.useMutation({
    onSuccess: async (profile) => {
      utils.auth.session.setData(undefined, profile);
      await utils.invalidate();
      notifications.show({
        color: 'teal',
        message: t('joinOffice.joined', { office: profile.officeName ?? profile.officeSlug }),
      });
    },
    onError: (error) => {
      const info = appError(error);
      if (info.code === 'validation') form.setServerIssues(info.issues);
      else notifications.show({ color: 'red', message: t(`errors:codes.${info.code}`) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (values) bind.mutate(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text fw={600}>{t('joinOffice.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('joinOffice.text')}
        </Text>
        <Group align="flex-start">
          <TextInput
            label={t('joinOffice.label')}
            placeholder="vilnius-hq"
            value={form.values.slug}
            onChange={(e) => form.setField('slug', e.currentTarget.value)}
            error={validationText(form.errors.slug)}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button type="submit" mt={{ base: 0, xs: 27 }} loading={bind.isPending}>
            {t('joinOffice.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The same choices, in any order (the save buttons stay off until something changed). */
const sameMembers = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x) => b.includes(x));

function AllergensForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['profile', 'common']);
  const { updateProfile } = useAccountActions();
  const [chosen, setChosen] = useState<Allergen[]>(user.allergens);
  const unchanged = sameMembers(chosen, user.allergens);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('allergens.text')}
      </Text>
      <AllergenPicker value={chosen} onChange={setChosen} label={t('allergens.title')} />
      <Button
        w="fit-content"
        disabled={unchanged}
        loading={updateProfile.isPending}
        onClick={() =>
          updateProfile.mutate(
            { allergens: chosen },
            { onSuccess: () => notifications.show({ color: 'teal', message: t('allergens.saved') }) },
          )
        }
      >
        {t('common:actions.save')}
      </Button>
    </Stack>
  );
}

/** The saved diet: the menu's diet chips start with these selected (client/features/menu/menu-search.ts). */
function DietForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['profile', 'common', 'menu']);
  const { updateProfile } = useAccountActions();
  const [chosen, setChosen] = useState<DietaryTag[]>(user.diet);
  const unchanged = sameMembers(chosen, user.diet);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('diet.text')}
      </Text>
      <Chip.Group multiple value={chosen} onChange={(value) => setChosen(value as DietaryTag[])}>
        <Group gap={6} role="group" aria-label={t('diet.title')}>
          {DIETARY_TAGS.map((tag) => (
            <Chip key={tag} value={tag} variant="outline" icon={<IconLeaf size={14} />} styles={CHIP_STYLES}>
              {t(`menu:tags.${tag}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Button
        w="fit-content"
        disabled={unchanged}
        loading={updateProfile.isPending}
        onClick={() =>
          updateProfile.mutate(
            { diet: chosen },
            { onSuccess: () => notifications.show({ color: 'teal', message: t('diet.saved') }) },
          )
        }
        data-testid="diet-save"
      >
        {t('common:actions.save')}
      </Button>
    </Stack>
  );
}

export function ProfilePage({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['profile', 'common']);
  const format = useFormat();
  const { toggleCookMode, signOut, saveLanguage } = useAccountActions();
  const [editingName, setEditingName] = useState(false);
  const admin = isAdminRole(user.role);
  useDocumentTitle(t('title'));
  const [openedAt] = useState(() => Date.now());
  const suspended = user.suspendedUntil && user.suspendedUntil.getTime() > openedAt;

  return (
    <Stack gap="lg" py="md" maw={760}>
      <Title order={1}>{t('title')}</Title>
      {suspended && <Alert color="red">{t('suspended', { date: format.dateTime(user.suspendedUntil!) })}</Alert>}

      <Card withBorder radius="md" padding="lg">
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <UserAvatar person={user} size={72} radius={72} />
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            {editingName ? (
              <NameForm user={user} onDone={() => setEditingName(false)} />
            ) : (
              <Group gap="xs" wrap="wrap">
                <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
                  {displayName(user)}
                </Title>
                <Button variant="subtle" size="compact-md" onClick={() => setEditingName(true)}>
                  {t('name.edit')}
                </Button>
              </Group>
            )}
            <Email c="dimmed" address={user.email} />
            <Group gap="xs">
              <RoleBadge role={user.role} />
            </Group>
          </Stack>
        </Group>
        <Group mt="lg" gap="sm">
          {!admin && (
            <Switch
              size="md"
              label={t('common:account.cookMode')}
              description={t('common:account.cookModeHint')}
              checked={user.role === 'cook'}
              disabled={toggleCookMode.isPending}
              onChange={() => toggleCookMode.mutate()}
              styles={{ body: { alignItems: 'center', minHeight: 44 } }}
            />
          )}
          {admin && (
            <Button component={Link} to="/admin" leftSection={<IconShieldLock size={18} aria-hidden />}>
              {t('common:account.adminPanel')}
            </Button>
          )}
          <Button
            component="a"
            href="#email-preferences"
            variant="default"
            leftSection={<IconBell size={18} aria-hidden />}
          >
            {t('actions.notifications')}
          </Button>
          <Tooltip label={t('preferences.comingSoon')}>
            <Button variant="default" disabled leftSection={<IconHelp size={18} aria-hidden />}>
              {t('actions.help')}
            </Button>
          </Tooltip>
        </Group>
      </Card>

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
