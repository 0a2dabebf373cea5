import type { cityMafia } from '../rulesets/city-mafia/index.ts';
import type { davidoff1987 } from '../rulesets/davidoff-1987/index.ts';
import type { frenchDeck } from '../rulesets/french-deck/index.ts';
import type { mensaHungariqa } from '../rulesets/mensa-hungariqa/index.ts';
import type { Ruleset } from '../rulesets/ruleset.ts';

// The view bodies each ruleset builds, read off its Ruleset type so that a ruleset's views are typed
// in one place (its own public-view.ts and moderator-view.ts).

/** The public body a ruleset builds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PublicBodyOf<R> = R extends Ruleset<any, any, any, any, infer P, any> ? P : never;

/** The moderator body a ruleset builds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ModeratorBodyOf<R> = R extends Ruleset<any, any, any, any, any, infer M> ? M : never;

/** Every ruleset's public body. */
export type AnyPublicBody =
  | PublicBodyOf<typeof davidoff1987>
  | PublicBodyOf<typeof frenchDeck>
  | PublicBodyOf<typeof mensaHungariqa>
  | PublicBodyOf<typeof cityMafia>;

/** Every ruleset's moderator body. */
export type AnyModeratorBody =
  | ModeratorBodyOf<typeof davidoff1987>
  | ModeratorBodyOf<typeof frenchDeck>
  | ModeratorBodyOf<typeof mensaHungariqa>
  | ModeratorBodyOf<typeof cityMafia>;
