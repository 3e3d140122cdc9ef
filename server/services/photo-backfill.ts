// Photos stored before the medium variant existed get it once: the server, after it starts listening,
// reads each such image's large variant from storage (local disk or S3), encodes the medium one from it, one image
// after another, stores it, and only then marks the rows, so no page names a file that is not there yet. The rows'
// trigger tells cached menus on every instance. A file that cannot be read or encoded is logged and tried again
// at the next start; two instances starting together write the same bytes under the same key, which is harmless.
import type { Database } from '../db/client';
import { imagesWithoutMedium, markMediumStored } from '../db/queries/cook';
import { photoVariantKeys, type PhotoStorage } from '../storage';
import { encodeMediumFromLarge } from './photos';

const BATCH = 50;

export interface BackfillOutcome {
  made: number;
  failed: number;
}

export async function backfillMediumPhotos(
  db: Database,
  storage: PhotoStorage,
  onError: (error: unknown, imageKey: string) => void,
  signal?: AbortSignal,
): Promise<BackfillOutcome> {
  const outcome: BackfillOutcome = { made: 0, failed: 0 };
  const failed = new Set<string>();
  for (;;) {
    const keys = (await imagesWithoutMedium(db, BATCH + failed.size)).filter((key) => !failed.has(key));
    if (keys.length === 0 || signal?.aborted) return outcome;
    for (const imageKey of keys) {
      if (signal?.aborted) return outcome;
      const variants = photoVariantKeys(imageKey);
      try {
        const medium = await encodeMediumFromLarge(await storage.get(variants.large));
        await storage.put(variants.medium, medium, 'image/webp');
        await markMediumStored(db, imageKey);
        outcome.made += 1;
      } catch (error) {
        failed.add(imageKey);
        outcome.failed += 1;
        onError(error, imageKey);
      }
    }
  }
}
