import { useI18n } from 'vue-i18n';
import { SCORING_PRESETS, type PresetPin, type ScoringPresetInfo } from '../../../shared/tournament/index.ts';

/** A shipped preset's name in the reader's language: "FIIM v7", "Club evening", the 1987 rulebook, sports. */
export function usePresetName(): (preset: Pick<ScoringPresetInfo, 'key' | 'id' | 'version'>) => string {
  const { t } = useI18n();
  return (preset) => {
    if (preset.id === 'fiim') return t('tournaments.scoring.preset-fiim', { version: preset.version });
    if (preset.id === 'club-evening') return t('tournaments.scoring.preset-club-evening');
    return t(`tournaments.scoring.${preset.key}`);
  };
}

/** The label of a tournament's scoring by its pin: the preset and version it was copied from, or "custom". */
export function useScoringLabel(): (pin: PresetPin | null | undefined) => string {
  const { t } = useI18n();
  const name = usePresetName();
  return (pin) => {
    const preset = pin ? SCORING_PRESETS.find((p) => p.id === pin.id && p.version === pin.version) : undefined;
    return preset ? t('tournaments.scoring.based-on', { preset: name(preset) }) : t('tournaments.scoring.custom');
  };
}
