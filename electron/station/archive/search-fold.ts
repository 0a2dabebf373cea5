import type Database from 'better-sqlite3';
import { searchFold } from '../../../shared/engine/names.ts';

/** Gives a connection's SQL the same fold (shared/engine's searchFold, which the standings order names by too) as `search_fold(text)`, for the search statements to read stored keys with. */
export function registerSearchFold(db: Database.Database): void {
  db.function('search_fold', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? searchFold(text) : text,
  );
}
