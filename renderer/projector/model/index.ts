import type { PublicView } from '../../../shared/engine/index.ts';
import type { Translator } from '../../common/text/translator.ts';
import { cityMafiaModel } from './city-mafia.ts';
import { davidoff1987Model } from './davidoff-1987.ts';
import { frenchDeckModel } from './french-deck.ts';
import { mensaHungariqaModel } from './mensa-hungariqa.ts';
import type { ProjectorModel } from './projector-model.ts';

export type { ProjectorModel, ProjectorPanel, ProjectorResult, ProjectorResultRow, ProjectorSeat, SeatMark } from './projector-model.ts';

/** What the projector draws of a public view, whichever ruleset built it. */
export function projectorModel(view: PublicView, tr: Translator): ProjectorModel {
  switch (view.rulesetId) {
    case 'davidoff-1987':
      return davidoff1987Model(view, tr);
    case 'french-deck':
      return frenchDeckModel(view, tr);
    case 'mensa-hungariqa':
      return mensaHungariqaModel(view, tr);
    case 'city-mafia':
      return cityMafiaModel(view, tr);
  }
}
