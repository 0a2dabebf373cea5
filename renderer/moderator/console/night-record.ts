import type { ModeratorView } from '../../../shared/engine/index.ts';

/** A logged event, as the timeline holds it. */
type LoggedEvent = { type: string } & Record<string, unknown>;

/**
 * What the night that just ended did, for the dawn summary: the events logged since night fell (steps
 * still in effect, oldest first) and the announcements made since, which the moderator now reads out.
 */
export function nightRecord(view: ModeratorView): { events: LoggedEvent[]; announcements: { kind: string }[] } {
  const events: LoggedEvent[] = [];
  collect: for (const step of view.timeline) {
    if (step.undone || step.kind === 'steps-undone' || step.kind === 'steps-redone') continue;
    const stepEvents = step.events as LoggedEvent[];
    for (let i = stepEvents.length - 1; i >= 0; i--) {
      if (stepEvents[i]!.type === 'night-fell') break collect;
      events.unshift(stepEvents[i]!);
    }
  }
  const all = (view as unknown as { announcements: { kind: string }[] }).announcements;
  const fell = all.map((a) => a.kind).lastIndexOf('night-fell');
  return { events, announcements: all.slice(fell + 1) };
}
