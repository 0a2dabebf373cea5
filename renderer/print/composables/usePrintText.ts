import { useI18n } from 'vue-i18n';
import type { GameProtocol, ProtocolEntry, ProtocolPeriod, ProtocolSeat } from '../../../shared/print/index.ts';
import { amountText } from '../../../shared/text/amount.ts';
import { useTranslator } from '../../common/composables/useTranslator.ts';
import { joinNames } from '../../../shared/text/name-list.ts';

/** The texts of a protocol: seat labels, roles, teams, periods and every kind of line (`print.*`). */
export function usePrintText(protocol: () => GameProtocol) {
  const { t, te } = useI18n();
  const tr = useTranslator();
  const ruleset = () => protocol().rulesetId;

  const seat = (n: number): string => {
    const found = protocol().seats.find((s) => s.seat === n);
    return found ? t('print.seat-label', { seat: n, name: found.name }) : String(n);
  };
  const seats = (list: readonly number[]): string => joinNames(tr, list.map(seat));
  /** Seat numbers alone, with the language's list separator (Japanese «2、4、6», not «2, 4, 6»). */
  const numbers = (list: readonly number[]): string => joinNames(tr, list.map(String));
  const role = (id: string | null): string => {
    if (id === null) return '—';
    const key = `print.role.${ruleset()}.${id}.name`;
    return te(key) ? t(key) : id;
  };
  const team = (id: string | null): string => {
    if (id === null) return '—';
    const key = `print.team.${ruleset()}.${id}`;
    return te(key) ? t(key) : id;
  };
  /**
   * A text the ruleset words its own way where it has one (`print.own.<ruleset>.<name>`: Copag's rounds, and its
   * players' signatures, since it has no moderator and no days, RULES.md §5; City Mafia's nominations), else the
   * shared `fallback`.
   */
  const own = (name: string, fallback: string, params: Record<string, unknown> = {}): string => {
    const key = `print.own.${ruleset()}.${name}`;
    return te(key) ? t(key, params) : t(fallback, params);
  };
  const period = (p: Pick<ProtocolPeriod, 'kind' | 'round'>): string =>
    own(`period.${p.kind}`, `print.period.${p.kind}`, { round: p.round });
  // 1987's console and projector say a voted-out player was voted out, not executed: its protocol says so too
  // (tryout 11 read «処刑» in the protocol beside «投票で追放» on the console), by its own wording.
  const cause = (c: string): string =>
    te(`print.own.${ruleset()}.cause.${c}`) || te(`print.cause.${c}`) ? own(`cause.${c}`, `print.cause.${c}`) : c;
  const left = (s: ProtocolSeat): string =>
    s.left ? t('print.left', { cause: cause(s.left.cause), period: period(s.left) }) : t('print.protocol.alive');

  function entry(e: ProtocolEntry): string {
    switch (e.kind) {
      case 'nomination':
        // City Mafia nominates where the others accuse (its own wording, in its locale files).
        return own('entry.nomination', 'print.entry.accusation', { by: seat(e.by), seat: seat(e.seat) });
      case 'vote': {
        let text = t('print.entry.vote', {
          subject: t(`print.vote-subject.${e.subject}`),
          seats: seats(e.seats),
          yes: e.yes,
        });
        if (e.no !== null) text += t('print.entry.vote-no', { no: e.no });
        if (e.needed !== null) text += t('print.entry.vote-needed', { needed: e.needed });
        // No hands raised lists no hands: «(mains : )» read as a hole in the record.
        if (e.voters && e.voters.length > 0) text += t('print.entry.vote-voters', { voters: numbers(e.voters) });
        return `${text} — ${t(e.passed ? 'print.entry.passed' : 'print.entry.failed')}`;
      }
      case 'tally': {
        const results = e.results
          .map(
            (r) =>
              t('print.entry.tally-result', { seat: seat(r.seat), votes: r.votes }) +
              (r.voters && r.voters.length > 0 ? t('print.entry.vote-voters', { voters: numbers(r.voters) }) : ''),
          )
          .join('; ');
        return t('print.entry.tally', { stage: t(`print.tally-stage.${e.stage}`), results });
      }
      case 'action': {
        const actor = te(`print.actor.${e.actor}`) ? t(`print.actor.${e.actor}`) : e.actor;
        let text = t('print.entry.action', {
          actor,
          // The seats in the language's brackets, space and list separator (Japanese «マフィア（1、3）», tryout 11 read
          // «マフィア (1) → 伊藤 さくら（5）»); none when the role has left the table, with no gap ('Maniac → nobody').
          seats: e.seats.length > 0 ? t('print.entry.action-seats', { seats: numbers(e.seats) }) : '',
          target: e.target === null ? t('print.entry.no-target') : seat(e.target),
        });
        if (e.answer !== null)
          text += t('print.entry.action-answer', {
            answer: te(`print.answer.${e.answer}`) ? t(`print.answer.${e.answer}`) : e.answer,
          });
        return text;
      }
      case 'death': {
        let text = t('print.entry.death', { seat: seat(e.seat), cause: cause(e.cause) });
        if (e.by !== null) text += t('print.entry.death-by', { by: seat(e.by) });
        if (e.role !== null) text += t('print.entry.death-role', { role: role(e.role) });
        return text;
      }
      case 'remark':
        return t('print.entry.remark', { seat: seat(e.seat), count: e.count });
      case 'removal': {
        const reason = te(`print.removal-reason.${e.reason}`) ? t(`print.removal-reason.${e.reason}`) : e.reason;
        return (
          t('print.entry.removal', { seat: seat(e.seat), reason }) +
          (e.note ? t('print.entry.removal-note', { note: e.note }) : '')
        );
      }
      case 'note':
        return te(`print.note.${e.code}`) ? t(`print.note.${e.code}`, { seats: seats(e.seats) }) : e.code;
      case 'mission':
        return mission(e);
    }
  }

  /** A copag-mafia mission that left the table: its card, characters, cards turned over and sum (RULES.md §5). */
  function mission(e: Extract<ProtocolEntry, { kind: 'mission' }>): string {
    const face = (c: { colour: string; value: number }) =>
      t('print.copag-mission.card', { colour: t(`colour.${ruleset()}.${c.colour}`), value: c.value });
    const common = {
      number: e.number,
      name: e.name,
      card: face(e),
      seats: e.seats.length > 0 ? seats(e.seats) : t('print.copag-mission.nobody'),
    };
    if (e.result === 'aborted')
      return t('print.copag-mission.aborted', { ...common, by: e.by === null ? '—' : seat(e.by) });
    const text = t('print.copag-mission.line', {
      ...common,
      cards: (e.cards ?? []).map(face).join(', '),
      sum: amountText(tr, ruleset(), e.sum ?? 0),
      target: amountText(tr, ruleset(), e.target),
      result: t(`mission-result.${ruleset()}.${e.result}`),
    });
    return e.shift === 0
      ? text
      : text + t('print.copag-mission.vincenzo', { shift: e.shift > 0 ? `+${e.shift}` : `−${-e.shift}` });
  }

  return { seat, seats, role, team, period, left, entry, own };
}
