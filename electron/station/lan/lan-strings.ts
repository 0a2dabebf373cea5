/** The languages the phone pages can speak; the projector's language choice comes later. */
export type LanLanguage = 'en';

/** Every piece of text a phone or the mirror page shows, per language (kept in one table to translate). */
export interface LanStrings {
  cardTitle: string;
  /** "Seat {seat} · {name}"; the name is escaped by the page, never here. */
  seatLine: (seat: number, name: string) => string;
  /** Role names by role id, across rulesets (an id missing here is shown as written). */
  role: Readonly<Record<string, string>>;
  /** "You play with …" by team id, across rulesets. */
  teamLine: Readonly<Record<string, string>>;
  /** The team's goal in one line, where written (1987 so far). */
  goal: Readonly<Record<string, string>>;
  teammates: string;
  teammate: (seat: number, name: string) => string;
  hideHint: string;
  invalidTitle: string;
  invalidText: string;
  mirrorTitle: string;
  mirrorWaiting: string;
}

/** The strings of each language, wording taken from renderer/locales/en.json where it exists. */
export const LAN_STRINGS: Readonly<Record<LanLanguage, LanStrings>> = {
  en: {
    cardTitle: 'Your card',
    seatLine: (seat, name) => `Seat ${seat} · ${name}`,
    role: {
      honest: 'Honest',
      mafia: 'Mafia',
      mafioso: 'Mafioso',
      angel: 'Guardian angel',
      villager: 'Villager',
      citizen: 'Citizen',
      'protected-mafioso': 'Protected mafioso',
      inspector: 'Inspector',
      collaborator: 'Collaborator',
      vogon: 'Vogon',
      bodyguard: 'Bodyguard',
      sarika: 'Aunt Sárika',
      'protected-citizen': 'Protected citizen',
      grocer: 'Corner grocer',
      'citizen-kamikaze': 'Citizen kamikaze',
      'mafioso-kamikaze': 'Mafioso kamikaze',
      civilian: 'Civilian',
      sheriff: 'Sheriff',
      doctor: 'Doctor',
      putana: 'Putana',
      don: 'Don',
      maniac: 'Maniac',
    },
    teamLine: {
      honest: 'You play with the honest.',
      mafia: 'You play with the mafia.',
      villagers: 'You play with the villagers.',
      citizens: 'You play with the citizens.',
      red: 'You play with the red.',
      black: 'You play with the black (the mafia).',
      maniac: 'You play alone.',
    },
    goal: {
      honest: 'Find the mafia and vote them out. At night, write “honest”.',
      mafia: 'Eliminate the honest. At night every mafioso must write the same name.',
    },
    teammates: 'Your fellow mafia:',
    teammate: (seat, name) => `${name} (seat ${seat})`,
    hideHint: 'Remember your card, then close this page. Nobody else may see it.',
    invalidTitle: 'Code not valid',
    invalidText: 'This code is not valid any more. Ask the moderator for a new one.',
    mirrorTitle: 'Mafia Station',
    mirrorWaiting: 'Waiting for the moderator to open a game.',
  },
};
