import { MAX_NAME_LENGTH } from '../../../shared/engine/index.ts';

/**
 * How many characters a player's name field takes: four times a name's limit, so that a name pasted too long stays
 * whole in the field and the station's refusal says how long it is, where a field cut at the limit renamed a player
 * to the first 40 characters of a paste without a word (tryout 12); a runaway paste stays bounded.
 */
export const NAME_FIELD_MAXLENGTH = MAX_NAME_LENGTH * 4;
