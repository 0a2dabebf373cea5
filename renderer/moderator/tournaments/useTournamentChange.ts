import type {
  ModeratorRequestName,
  ModeratorRequestPayload,
  ModeratorRequestResults,
  TournamentDetail,
} from '../../../shared/contract/index.ts';
import { useRequest } from '../composables/useRequest.ts';

/** The requests that change one tournament: asked with its id, answered with its new detail. */
type TournamentChange = {
  [N in ModeratorRequestName]: ModeratorRequestResults[N] extends TournamentDetail
    ? ModeratorRequestPayload<N> extends { tournamentId: string }
      ? N
      : never
    : never;
}[ModeratorRequestName];

/**
 * A tournament form's request (an award, a verdict, a late entry…): sent for the form's tournament (`props.detail`),
 * its new detail emitted as `changed` for the page to show; with the busy flag and the refusal for the form to show.
 * `change` says whether the station took it (the form then clears what was entered).
 */
export function useTournamentChange(
  props: { detail: TournamentDetail },
  emit: (event: 'changed', detail: TournamentDetail) => void,
) {
  const { busy, error, run } = useRequest();

  async function change<N extends TournamentChange>(
    name: N,
    payload: Omit<ModeratorRequestPayload<N>, 'tournamentId'>,
  ): Promise<boolean> {
    // TournamentChange keeps only the requests answered with the detail, which TypeScript cannot see through N.
    const done = (await run(name, {
      ...payload,
      tournamentId: props.detail.tournamentId,
    } as ModeratorRequestPayload<N>)) as unknown as TournamentDetail | null;
    if (done) emit('changed', done);
    return done !== null;
  }

  return { busy, error, change };
}
