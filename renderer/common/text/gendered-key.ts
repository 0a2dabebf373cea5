import type { PlayerGender } from '../../../shared/engine/index.ts';
import type { SeatLabel, Translator } from '../../../shared/text/translator.ts';

/**
 * The seat parameters a sentence's gendered words agree with, first found first: "{seat} a été tuée",
 * «{victim} убита» (issue 12 §3 "Every player is he").
 */
const SUBJECT_PARAMS = ['seat', 'victim', 'accused', 'target', 'voter', 'accuser', 'proposer'] as const;

/** The gender of the player a message's words agree with: its first subject seat's, from the record; null if none set. */
export function subjectGender(params: Record<string, unknown>, seatLabel: SeatLabel): PlayerGender | null {
  for (const name of SUBJECT_PARAMS) {
    const seat = params[name];
    if (typeof seat === 'number') return seatLabel.genderOf?.(seat) ?? null;
  }
  return null;
}

/**
 * The message key for a player of this gender: `<key>-female` / `<key>-male` where the messages word it
 * apart (a French participle, a Russian past tense, "himself"), else the key itself, whose text is
 * neutral: a player with no gender set is never "he".
 */
export function genderedKey(tr: Translator, key: string, gender: PlayerGender | null): string {
  return gender !== null && tr.te(`${key}-${gender}`) ? `${key}-${gender}` : key;
}
