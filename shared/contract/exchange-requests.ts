import * as v from 'valibot';
import { MAX_RECORD_TEXT_BYTES } from './game-record.ts';

// Issue 16: the club rating over the archive, and a tournament's games in the MafiaRatings game JSON.

/** `ratings.table`: which games the rating counts (the organiser's choice). */
export const RatingsRequestSchema = v.strictObject({ scope: v.picklist(['club', 'tournament', 'both']) });

/** `tournament.import-ratings-json`: a MafiaRatings file's text, as the console read it from the chosen file. */
export const MafiaRatingsImportSchema = v.strictObject({
  text: v.pipe(v.string(), v.maxLength(MAX_RECORD_TEXT_BYTES)),
});

/** `tournament.export-ratings-json`'s answer: the file's text and a name for it. */
export interface MafiaRatingsExport {
  fileName: string;
  text: string;
  games: number;
}

/** `tournament.import-ratings-json`'s answer: the tournament made from the file and its games. */
export interface MafiaRatingsImport {
  tournamentId: string;
  name: string;
  games: number;
}
