import { buildScreeningIndex, type TScreeningIndex } from '@portal/domain/screening';
import type { TListVersion } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { loadCurrentLists } from '../screening-lists/screening-lists.repository.js';

/** The index searches run on, with the list versions it was built from. */
export interface TScreeningState {
  versions: TListVersion[];
  index: TScreeningIndex;
  /** The current versions' ids, sorted and joined: what the index was built for. */
  key: string;
}

export interface TScreeningIndexHolder {
  /** The index of the current list versions, rebuilt when another import made others current. */
  current(): Promise<TScreeningState | null>;
}

/**
 * Keeps the in-memory index of the current lists (research §2: scoring from memory, not one SQL
 * round trip per listed name). Each search first reads which versions are current — one indexed
 * read — so a copy of the server that did not run the import still notices it and rebuilds; while it
 * rebuilds, concurrent searches wait for the same build.
 */
export function createScreeningIndexHolder(db: TDb): TScreeningIndexHolder {
  let state: TScreeningState | null = null;
  let building: { key: string; promise: Promise<TScreeningState> } | null = null;

  const build = async (key: string): Promise<TScreeningState> => {
    const { versions, entries } = await loadCurrentLists(db);
    const built: TScreeningState = {
      versions,
      index: buildScreeningIndex(entries),
      key: versions
        .map((v) => v.versionID)
        .sort()
        .join(','),
    };
    // The lists may have moved on while reading: keep what was read, the next search checks again.
    if (built.key !== key) return built;
    state = built;
    return built;
  };

  return {
    async current() {
      const rows = await db
        .selectFrom('screening_list_versions')
        .select('id')
        .where('current', '=', true)
        .execute();
      if (rows.length === 0) return null;
      const key = rows
        .map((r) => r.id)
        .sort()
        .join(',');
      if (state?.key === key) return state;
      if (building?.key !== key) {
        const promise = build(key).finally(() => {
          if (building?.promise === promise) building = null;
        });
        building = { key, promise };
      }
      return building.promise;
    },
  };
}
