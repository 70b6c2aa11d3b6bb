import { CATALOGUE_MESSAGES } from '@beatpasal/shared/schemas/catalogue-api';
import { AppError } from '../../errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'Track not found.': a missing track, someone else's, or one the viewer may not see look the same. */
export function trackNotFound(): AppError {
  return new AppError('NOT_FOUND', { userMessage: CATALOGUE_MESSAGES.trackNotFound });
}

/** A track an administrator hid (pending review or removed): its link says so instead of vanishing. */
export function trackUnavailable(): AppError {
  return new AppError('GONE', { userMessage: CATALOGUE_MESSAGES.trackUnavailable });
}

export function isTrackId(id: string): boolean {
  return UUID.test(id);
}

/** Text that cannot be a track id is a missing track, not a validation error (and never reaches SQL as a uuid). */
export function assertTrackId(id: string): void {
  if (!isTrackId(id)) throw trackNotFound();
}
