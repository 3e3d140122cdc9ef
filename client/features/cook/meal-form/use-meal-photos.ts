// The meal form's photos: the uploads (client/features/cook/meal-form/use-photo-uploads.ts), their order as the
// cook arranges it (saved with the meal on the last step), and removing one. After a move the focus stays on the
// moved photo's button, and a screen reader hears its new place.
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../app/trpc';
import { appError } from '../../../lib/app-error';
import { notifications } from '../../../lib/toast';
import type { CookMeal, CookPhoto } from '../cook-model';
import { usePhotoUploads } from './use-photo-uploads';

interface Options {
  initialMeal: CookMeal | null;
  mealId: string | null;
  /** The step's heading, which takes the focus when a removed photo's button is gone. */
  heading: RefObject<HTMLHeadingElement | null>;
  invalidateLists: () => Promise<unknown>;
  refuse: (error: unknown) => void;
  setSaving: (saving: boolean) => void;
}

export function useMealPhotos({ initialMeal, mealId, heading, invalidateLists, refuse, setSaving }: Options) {
  const { t } = useTranslation(['cook', 'errors']);
  const utils = trpc.useUtils();
  const [photos, setPhotos] = useState<CookPhoto[]>(initialMeal?.photos ?? []);
  const [savedOrder, setSavedOrder] = useState<string[]>(() => initialMeal?.photos.map((photo) => photo.id) ?? []);
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusMove, setFocusMove] = useState<{ id: string; move: 'earlier' | 'later' } | null>(null);
  const setPhotoOrder = trpc.meals.setPhotos.useMutation();
  const removePhoto = trpc.meals.removePhoto.useMutation();

  const { uploads, add, retry, dismiss, busy } = usePhotoUploads((photo) => {
    setPhotos((list) => [...list, photo]);
    setSavedOrder((order) => [...order, photo.id]);
    setFreshIds((ids) => new Set(ids).add(photo.id));
  });

  useEffect(() => {
    // After a move, focus stays on the moved photo's button (or its other one at an end of the row).
    if (!focusMove) return;
    const button = (move: string) =>
      document.querySelector<HTMLButtonElement>(`[data-photo="${focusMove.id}"][data-move="${move}"]`);
    const target = button(focusMove.move);
    (target && !target.disabled ? target : button(focusMove.move === 'earlier' ? 'later' : 'earlier'))?.focus();
  }, [photos, focusMove]);

  const move = (photoId: string, by: -1 | 1) => {
    const from = photos.findIndex((photo) => photo.id === photoId);
    const to = from + by;
    if (from === -1 || to < 0 || to >= photos.length) return;
    const list = [...photos];
    [list[from], list[to]] = [list[to]!, list[from]!];
    setPhotos(list);
    setFocusMove({ id: photoId, move: by === -1 ? 'earlier' : 'later' });
    setAnnouncement(t('form.photos.moved', { position: to + 1, count: list.length }));
  };

  const remove = async (photo: CookPhoto) => {
    if (!mealId) return;
    setRemoving(photo.id);
    try {
      const meal = await removePhoto.mutateAsync({ mealId, photoId: photo.id });
      utils.meals.get.setData({ id: mealId }, meal);
      setPhotos((list) => list.filter((other) => other.id !== photo.id));
      setSavedOrder(meal.photos.map((other) => other.id));
      notifications.show({ color: 'teal', message: t('toast.photoRemoved') });
      void invalidateLists();
      heading.current?.focus();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('toast.removeFailed'),
        message: t(`errors:codes.${appError(error).code}`),
      });
    } finally {
      setRemoving(null);
    }
  };

  /** Saves the order when the cook changed it: whether it was saved, or null when refused. */
  const saveOrder = async (): Promise<boolean | null> => {
    const order = photos.map((photo) => photo.id);
    if (!mealId || order.join() === savedOrder.join()) return false;
    setSaving(true);
    try {
      const meal = await setPhotoOrder.mutateAsync({ mealId, photoIds: order });
      utils.meals.get.setData({ id: mealId }, meal);
      setSavedOrder(meal.photos.map((photo) => photo.id));
      void invalidateLists();
      return true;
    } catch (error) {
      refuse(error);
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { photos, uploads, freshIds, removing, announcement, busy, add, retry, dismiss, move, remove, saveOrder };
}
export type MealPhotos = ReturnType<typeof useMealPhotos>;
