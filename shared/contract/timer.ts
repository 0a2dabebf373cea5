import * as v from 'valibot';

// The shared speech timer: one per station, ephemeral (not a game event, never archived). The station
// holds it and pushes each change; every window counts down by itself from the pushed remaining time.

/** What a timer is for: a speech, a last word, a defence, the mafia's agreement, or anything else. */
export const TIMER_KINDS = ['speech', 'last-word', 'defence', 'agreement', 'custom'] as const;

/** What a timer is for. */
export type TimerKind = (typeof TIMER_KINDS)[number];

/** The longest timer the moderator may set or grow to: an hour. */
export const TIMER_MAX_SECONDS = 3600;

/** The station's timer as pushed: remaining time as of the push; `revision` grows with every change. */
export interface TimerState {
  kind: TimerKind;
  /** The seat it times, or null (the agreement, a custom timer). */
  seat: number | null;
  totalMs: number;
  remainingMs: number;
  running: boolean;
  revision: number;
}

const SecondsSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TIMER_MAX_SECONDS));

/** `timer.start`: a new timer replaces any other, running at once. */
export const TimerStartSchema = v.strictObject({
  kind: v.picklist(TIMER_KINDS),
  seat: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16))),
  seconds: SecondsSchema,
});

/** `timer.add`: seconds to add (or, negative, to take off), e.g. +10 for a few words more. */
export const TimerAddSchema = v.strictObject({
  seconds: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(-TIMER_MAX_SECONDS),
    v.maxValue(TIMER_MAX_SECONDS),
    v.check((s) => s !== 0, 'must not be zero'),
  ),
});

/** `projector.hold`: the neutral hold screen on (until released) or off. */
export const ProjectorHoldSchema = v.strictObject({ on: v.boolean() });

/** `projector.locale`: the language the projector speaks, set apart from the console's (a locale code such as 'ru'). */
export const ProjectorLocaleSchema = v.strictObject({ locale: v.picklist(['en', 'ru', 'hu', 'fr', 'pt', 'ja']) });

/** A language the projector (and the phone pages, which follow it) can speak. */
export type ProjectorLocale = v.InferOutput<typeof ProjectorLocaleSchema>['locale'];
