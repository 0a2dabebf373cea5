import type { BridgeError } from '../../common/bridge/index.ts';

/** The parts of the tournament form a refusal can belong to. */
export type CreateField =
  'name' | 'dates' | 'ruleset' | 'options' | 'players' | 'rounds' | 'tables' | 'scoring' | 'form';

/**
 * Where the station's refusal of `tournament.create` belongs on the form: a schema issue by its path, a
 * rule by its code (names → participants, seating → tables, scoring → the scoring field it names, a
 * ruleset's setup → options). Returns the field and, for scoring, the scoring field (`bestMove.twoRight`).
 */
export function createErrorField(error: BridgeError): { field: CreateField; scoringField: string | null } {
  if (error.kind === 'invalid-payload') {
    const path = (error.issues[0] ?? '').split(':')[0]!.trim();
    const top = path.split('.')[0]!;
    if (top === 'name') return { field: 'name', scoringField: null };
    if (top === 'startsOn' || top === 'endsOn' || path === '' || !error.issues[0]?.includes(':'))
      return { field: 'dates', scoringField: null };
    if (top === 'players') return { field: 'players', scoringField: null };
    if (top === 'rounds') return { field: 'rounds', scoringField: null };
    if (top === 'tables') return { field: 'tables', scoringField: null };
    if (top === 'scoring') return { field: 'scoring', scoringField: path.split('.').slice(1).join('.') || 'scoring' };
    if (top === 'options') return { field: 'options', scoringField: null };
    return { field: 'form', scoringField: null };
  }
  if (error.kind !== 'rule') return { field: 'form', scoringField: null };
  const group = error.code.split('.')[0];
  if (
    group === 'name' ||
    error.code === 'tournament.duplicate-player' ||
    error.code === 'seating.not-enough-players' ||
    error.code === 'seating.too-many-players'
  ) {
    return { field: 'players', scoringField: null };
  }
  if (error.code === 'seating.too-many-rounds' || error.code === 'seating.invalid-rounds')
    return { field: 'rounds', scoringField: null };
  if (group === 'seating') return { field: 'tables', scoringField: null };
  if (group === 'scoring') {
    const named = error.params.field;
    if (typeof named === 'string') return { field: 'scoring', scoringField: named };
    if (error.code === 'scoring.extra-bounds-reversed') return { field: 'scoring', scoringField: 'extra.max' };
    const tieBreaks = error.code.includes('tie-break');
    return { field: 'scoring', scoringField: tieBreaks ? 'tieBreaks' : 'scoring' };
  }
  if (error.code === 'setup.unknown-ruleset') return { field: 'ruleset', scoringField: null };
  return { field: 'options', scoringField: null };
}
