// The offline room's public face for reads and connectivity. Importing it costs nothing up front:
// Dexie and the device's searches load on first use, so a visitor's online first screen carries
// none of it. The room's other doors load Dexie as they are imported, and are imported only by
// what needs them at once: outbox.ts (writes that may wait for the network) and kept-resumes.ts
// (résumés kept for a recruiter on the road). Every other file here is the room's inside.
import type { Place } from '../../contract/job-search.ts';
import { renderingOnServer } from './online.ts';

export { keepAccountQueries, restoreAccountQueries } from './account-queries.ts';
export type { MirrorKind, MirrorRows, OutboxEntry, OutboxKind } from './db.ts';
export type { DeviceAnswer, DeviceCount, DeviceSearch, KeepCopy, ListPage, Offline } from './answers.ts';
export { readList, readSaved, warmMirror } from './device-copy.ts';
export { deviceFirstPage } from './device-pages.ts';
export { isNetworkFailure, mirroredList, mirroredOne, replaceFirstPage } from './mirror.ts';
export { freshWhereAnswered, refetchWhenOffline } from './staleness.ts';
export {
  type JobSearch,
  type JobSearchMeta,
  searchApplicantsOnDevice,
  searchCompaniesOnDevice,
  searchJobsOnDevice,
  searchJobsOnDeviceNow,
  warmJobSearch,
} from './device-search.ts';
export {
  isOffline,
  isOnline,
  onConnectivityChange,
  renderingOnServer,
  useOnline,
  useShowsDeviceCopy,
} from './online.ts';
export { refreshAfterOutbox, refreshScreens } from './refresh-screens.ts';
export { keepServerCopies } from './server-copies.ts';
export { useDeviceAnswerOffline } from './use-device-answer.ts';

/** A place the search found online, for searches by distance offline. */
export function keepPlace(where: string, place: Place): void {
  if (renderingOnServer()) return;
  import('./device-places.ts').then((m) => m.keepPlace(where, place)).catch(() => {}); // without it, an offline search by this place matches its words
}

/** Logout on a shared device: nothing of this user stays behind. */
export function wipeLocalData(): Promise<void> {
  return import('./db.ts').then((m) => m.wipeLocalData());
}
