import type { RegisteredRuleset } from '../rulesets/index.ts';

// The view bodies each ruleset builds, read off its Ruleset type so that a ruleset's views are typed
// in one place (its own public-view.ts and moderator-view.ts).

/** The public body a ruleset builds. */
export type PublicBodyOf<R> = R extends { publicView(state: never): infer P } ? P : never;

/** The moderator body a ruleset builds. */
export type ModeratorBodyOf<R> = R extends { moderatorView(state: never): infer M } ? M : never;

/** Every ruleset's public body. */
export type AnyPublicBody = PublicBodyOf<RegisteredRuleset>;

/** Every ruleset's moderator body. */
export type AnyModeratorBody = ModeratorBodyOf<RegisteredRuleset>;
