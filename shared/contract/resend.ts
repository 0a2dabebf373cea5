import type { ModeratorRequestName } from './channels.ts';

/**
 * The requests a page may send again when the link dropped before their answer came, because a second
 * delivery changes nothing: `game.command` (the station applies a command id once and answers a repeat
 * with the original answer), the reads, and the setters that set a value rather than add to one.
 * Any other request caught in flight by a drop is reported as "answer unknown", never sent twice.
 */
export const RESENDABLE_MODERATOR_REQUESTS: ReadonlySet<ModeratorRequestName> = new Set<ModeratorRequestName>([
  'game.command',
  'station.status',
  'game.open',
  'game.close',
  'game.list',
  'game.player-card',
  'game.cards-seen',
  'game.summary',
  'game.set-notes',
  'player.set-gender',
  'game.search',
  'game.replay',
  'game.export',
  'archive.backups',
  'game.step-form',
  'game.correct-preview',
  'player.list',
  'player.stats',
  'tournament.list',
  'tournament.get',
  'tournament.standings',
  'tournament.first-killed',
  'lan.interfaces',
  'lan.status',
  'display.list',
  'display.choose',
  'projector.hold',
  'projector.locale',
  'stream.status',
  'stream.delay',
  'stream.pause',
  'tournament.screen',
  'print.protocol',
  'print.role-cards',
  'game.tournament-points',
  'tournament.export-ratings-json',
  'ratings.table',
  'season.tournaments',
  'season.table',
  'print.paper-protocol',
]);

/** Whether a request caught in flight by a dropped link may be sent again once it comes back. */
export function isResendable(name: string): boolean {
  return RESENDABLE_MODERATOR_REQUESTS.has(name as ModeratorRequestName);
}
