import { useI18n } from 'vue-i18n';
import { SCORING_PRESETS, type PresetPin, type ScoringPresetInfo } from '../../../shared/tournament/index.ts';

/** A shipped preset's name with its gist, for the preset list: "FIIM v7 (win 1, best move, …)". */
export function usePresetName(): (preset: Pick<ScoringPresetInfo, 'key' | 'id' | 'version'>) => string {
  const { t } = useI18n();
  return (preset) => {
    if (preset.id === 'fiim') return t('tournaments.scoring.preset-fiim', { version: preset.version });
    if (preset.id === 'club-evening') return t('tournaments.scoring.preset-club-evening');
    if (preset.id === 'win-loss') return t('tournaments.scoring.preset-win-loss');
    return t(`tournaments.scoring.${preset.key}`);
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
