// The strength of a new password while it is typed: a meter and, for a weak one, the reasons, from the same
// checker the server refuses weak passwords with (shared/password-strength.ts). The checker carries a few megabytes
// of dictionaries, so it is loaded only once someone types a new password, as a chunk of its own; until then (or
// if it cannot load) the server's reasons after a refusal are shown instead.
import { List, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type enErrors from '../../../locales/en/errors.json';
import type { PasswordStrength } from '../../../shared/password-strength';
import { useTranslation } from 'react-i18next';

type Reason =
  `warning.${keyof typeof enErrors.password.warning}` | `suggestion.${keyof typeof enErrors.password.suggestion}`;

type Check = (password: string, related?: string[]) => PasswordStrength;
let checker: Promise<Check> | undefined;
const loadChecker = () =>
  (checker ??= import('../../../shared/password-strength').then((module) => {
    const { passwordStrength, personalWords } = module;
    return (password: string, related: string[] = []) => passwordStrength(password, personalWords(...related));
  }));

/** Waits this long after the last keystroke: a check can take a tenth of a second on a slow phone. */
const SETTLE_MS = 250;
const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

export function PasswordStrengthHint({
  id,
  password,
  related = [],
  serverReasons = [],
}: {
  id: string;
  password: string;
  /** The user's name and e-mail: a password made of them is weak. */
  related?: string[];
  /** Why the server refused the password last time (shown while the checker is not loaded). */
  serverReasons?: string[];
}) {
  const { t } = useTranslation(['errors']);
  const [check, setCheck] = useState<Check | null>(null);
  // The last result, kept while the next keystrokes settle.
  const [checked, setChecked] = useState<PasswordStrength | null>(null);
  const relatedKey = related.join('\n');

  useEffect(() => {
    if (!password || check) return;
    let alive = true;
    loadChecker().then(
      (loaded) => alive && setCheck(() => loaded),
      () => {},
    );
    return () => {
      alive = false;
    };
  }, [password, check]);

  useEffect(() => {
    if (!check || !password) return;
    const timer = setTimeout(() => setChecked(check(password, relatedKey.split('\n'))), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [check, password, relatedKey]);

  if (!password) return null;
  const strength = checked;
  const reasons = (strength ? strength.reasons : serverReasons) as Reason[];
  const shown = strength && strength.ok ? [] : reasons;
  return (
    <Stack gap={4} id={id} aria-live="polite">
      {strength ? (
        <>
          <Progress
            value={(strength.score + 1) * 20}
            color={COLORS[strength.score]}
            size="sm"
            aria-label={t('password.meter.label')}
          />
          <Text size="sm">
            {t('password.meter.label')}: {t(`password.meter.score.${strength.score}`)}
          </Text>
        </>
      ) : (
        serverReasons.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('password.meter.checking')}
          </Text>
        )
      )}
      {shown.length > 0 && (
        <List size="sm" spacing={2}>
          {shown.map((reason) => (
            <List.Item key={reason}>{t(`password.${reason}`)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The reasons of a weakPassword refusal (`details.reasons`, comma-separated). */
export const weakPasswordReasons = (details: Record<string, string | number>) =>
  String(details.reasons ?? '')
    .split(',')
    .filter(Boolean);
