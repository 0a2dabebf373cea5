import type { Announcement, RulesetId } from '../../../shared/engine/index.ts';
import { roleName, teamName, winnerLine } from '../../../shared/text/ruleset-names.ts';
import { withAmounts } from './amount-params.ts';
import { genderedKey, subjectGender } from './gendered-key.ts';
import { joinNames } from '../../../shared/text/name-list.ts';
import type { SeatLabel, Translator } from '../../../shared/text/translator.ts';

/** The fields of an announcement that name one seat: each becomes the seat's label in the text. */
const SEAT_FIELDS = ['seat', 'accuser', 'accused', 'proposer', 'by', 'partner'] as const;

/**
 * The message key of an announcement: `announcement.<ruleset>.<kind>` where a ruleset says it its own
 * way, else the shared `announcement.<kind>` (the 1987 texts, and kinds every ruleset words alike).
 */
export function announcementKey(tr: Translator, rulesetId: RulesetId, kind: string): string {
  const own = `announcement.${rulesetId}.${kind}`;
  return tr.te(own) ? own : `announcement.${kind}`;
}

/**
 * Turns a public announcement of any ruleset into a sentence. The parameters are built from the fields
 * by name, so a kind a ruleset adds later (with the usual field names) needs only its message.
 */
export function announcementText(tr: Translator, rulesetId: RulesetId, a: Announcement, seatLabel: SeatLabel): string {
  const fields = a as unknown as Record<string, unknown>;
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) if (typeof value === 'number') params[name] = value;
  for (const name of SEAT_FIELDS) {
    const seat = fields[name];
    if (typeof seat === 'number') params[name] = seatLabel(seat);
  }
  // A name typed at the table (copag-mafia's mission card) reads as typed.
  if (typeof fields.name === 'string') params.name = fields.name;
  if (Array.isArray(fields.seats)) params.seats = joinNames(tr, (fields.seats as number[]).map(seatLabel));
  if (Array.isArray(fields.results)) {
    params.results = joinNames(
      tr,
      (fields.results as { seat: number; votes: number }[]).map((r) =>
        tr.t('projector.tally-entry', { seat: seatLabel(r.seat), votes: r.votes }),
      ),
    );
  }
  if (typeof fields.passed === 'boolean')
    params.result = tr.t(fields.passed ? 'vote-outcome.carried' : 'vote-outcome.rejected');
  if (typeof fields.subject === 'string' && typeof fields.seat === 'number') {
    params.subject = tr.t(`vote-subject.${fields.subject}`, { seat: seatLabel(fields.seat) });
  }
  if (typeof fields.stage === 'string') params.stage = tr.t(`announcement.vote-stage.${fields.stage}`);
  if (typeof fields.reason === 'string') params.reason = tr.t(`announcement.removal-reason.${fields.reason}`);
  if (typeof fields.role === 'string') params.role = roleName(tr, rulesetId, fields.role);
  if (typeof fields.winner === 'string') {
    params.winner = teamName(tr, rulesetId, fields.winner, 'plural');
    params.winnerLine = winnerLine(tr, rulesetId, fields.winner);
  }
  // The side a judge's technical defeat was given (City): named as the winner is, "the black team".
  if (typeof fields.defeated === 'string') params.defeated = teamName(tr, rulesetId, fields.defeated, 'plural');
  // Round 0 is no "night 0" where the ruleset names it (City's night of introductions), as phase titles do.
  const kind = fields.round === 0 && tr.te(`announcement.${rulesetId}.${a.kind}-before`) ? `${a.kind}-before` : a.kind;
  // A vote the ruleset words by its outcome (`<kind>-carried` / `<kind>-rejected`): the room hears whether the
  // accusation stood, not only the hands to add up (Mensa's support vote, tryout 8).
  const outcome = typeof fields.passed === 'boolean' ? `${kind}-${fields.passed ? 'carried' : 'rejected'}` : null;
  // A vote's stage the ruleset words apart (`<kind>-<stage>`): Russian closes the clause of City's all-leave vote
  // («…чтобы все голосуемые покинули игру,») before the verb that follows it (tryout 10).
  const staged = typeof fields.stage === 'string' ? `${kind}-${fields.stage}` : null;
  const key =
    outcome && tr.te(announcementKey(tr, rulesetId, outcome))
      ? outcome
      : staged && tr.te(announcementKey(tr, rulesetId, staged))
        ? staged
        : kind;
  // A mission's sum and value to reach are money (Copag): "−$3", as the projector writes it.
  return tr.t(
    genderedKey(tr, announcementKey(tr, rulesetId, key), subjectGender(fields, seatLabel)),
    withAmounts(tr, rulesetId, params, ['sum', 'target']),
  );
}
