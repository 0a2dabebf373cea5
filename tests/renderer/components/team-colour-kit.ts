import { englishTranslator } from '../../fixtures/english-translator.ts';
import { projectorModel } from '../../../renderer/projector/model/index.ts';
import { publicView, RULESETS, type GameSetup } from '../../../shared/engine/index.ts';
import { teamOf } from '../../../shared/engine/rulesets/city-mafia/setup.ts';
import type { Role } from '../../../shared/engine/rulesets/city-mafia/types.ts';
import { playRandomGame, seededPick } from '../../../shared/engine/simulate/random-game.ts';

const translator = englishTranslator();

/** The projector's result rows of a random finished 10-player City game, each with its role's team. */
export function cityResultRows() {
  const setup = {
    rulesetId: 'city-mafia',
    players: [...'ABCDEFGHIJ'].map((c) => `Player ${c}`),
    options: RULESETS['city-mafia'].defaultOptions(10),
  } as GameSetup;
  const game = playRandomGame(setup, seededPick(7), { maxSteps: 3000 });
  const result = projectorModel(publicView(game.state, 'g'), translator).result;
  if (!result) throw new Error('the random game did not end');
  return result.rows.map((row) => ({ seat: row.seat, side: row.side, team: teamOf(row.roleId as Role) }));
}
