// One way to tell the user a call failed: the catalogue text in their language, plus the error id for support.
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { appError } from './app-error';

export function useErrorToast() {
  const { t } = useTranslation('errors');
  return (error: unknown, title?: string) => {
    const info = appError(error);
    notifications.show({
      color: 'red',
      title,
      message: info.errorId ? `${t(`codes.${info.code}`)} ${t('errorId', { id: info.errorId })}` : t(`codes.${info.code}`),
    });
  };
}
