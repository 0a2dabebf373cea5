import { useI18n } from 'vue-i18n';
import {
  SCORING_PRESETS,
  fiimScoredAs,
  presetFiim,
  type FiimVersion,
  type PresetPin,
  type ScoringPresetInfo,
} from '../../../shared/tournament/index.ts';

/** A shipped preset's name with its gist, for the preset list: "FIIM v7 (best move 0.7/0.5, …)". */
export function usePresetName(): (preset: Pick<ScoringPresetInfo, 'key' | 'id' | 'version'>) => string {
  const { t } = useI18n();
  const fiimName = useFiimName();
  return (preset) => {
    if (preset.id === 'fiim') return fiimName(preset.version as FiimVersion);
    if (preset.id === 'club-evening') return t('tournaments.scoring.preset-club-evening');
    if (preset.id === 'win-loss') return t('tournaments.scoring.preset-win-loss');
    return t(`tournaments.scoring.${preset.key}`);
  };
}

/**
 * A FIIM version's name with the constants it scores, read from the preset itself (presets.ts is their one
 * place), so that v1…v7 read apart: "FIIM v5 (best move 0.5/0.3, auto-bonus 0.3 except for the worst move,
 * team defeat -0.7, Ci up to 0.4)"; a version with an older one's constants says "scored as v1".
 */
function useFiimName(): (version: FiimVersion) => string {
  const { t, n } = useI18n();
  const points = (value: number) => n(value, 'points');
  return (version) => {
    const config = presetFiim(version);
    const auto = config.autoBonus;
    const parts = [
      t('tournaments.scoring.fiim-gist.best-move', {
        three: points(config.bestMove.threeRight),
        two: points(config.bestMove.twoRight),
      }),
      auto
        ? t(`tournaments.scoring.fiim-gist.${auto.unlessWorstMove ? 'auto-bonus-unless-worst' : 'auto-bonus'}`, {
            points: points(auto.points),
          })
        : t('tournaments.scoring.fiim-gist.no-auto-bonus'),
      ...(config.technicalDefeat === undefined
        ? []
        : [
            t('tournaments.scoring.fiim-gist.technical-defeat', { points: n(config.technicalDefeat, 'points-signed') }),
          ]),
      ...(config.compensation
        ? [t('tournaments.scoring.fiim-gist.compensation', { points: points(config.compensation.points) })]
        : []),
    ];
    const details = parts.join(t('seat.separator'));
    const name = t('tournaments.scoring.short.fiim', { version });
    const as = fiimScoredAs(version);
    return as === version
      ? t('tournaments.scoring.preset-fiim', { name, details })
      : t('tournaments.scoring.preset-fiim-as', { name, as, details });
  };
}

/** A scoring's short name by its pin ("FIIM v7", "Club evening"), or "custom scoring" for one typed by hand. */
export function useScoringName(): (pin: PresetPin | null | undefined) => string {
  const { t } = useI18n();
  return (pin) => {
    const preset = pin ? SCORING_PRESETS.find((p) => p.id === pin.id && p.version === pin.version) : undefined;
    return preset
      ? t(`tournaments.scoring.short.${preset.id}`, { version: preset.version })
      : t('tournaments.scoring.short.custom');
  };
}

/** The label of a tournament's scoring by its pin: "Scoring: FIIM v7", or "Scoring: set by hand". */
export function useScoringLabel(): (pin: PresetPin | null | undefined) => string {
  const { t } = useI18n();
  const name = useScoringName();
  return (pin) => (pin ? t('tournaments.scoring.based-on', { preset: name(pin) }) : t('tournaments.scoring.custom'));
}
