/**
 * The fields in which a vote command gives its count of hands: `yes` (1987's resolve-vote, Mensa's
 * support-vote and execution-vote) and `guilty` (the French deck's resolve-vote). Each of them may also
 * list the voters, one seat a hand.
 */
const COUNT_FIELDS = ['yes', 'guilty'] as const;

/**
 * Where a vote command's count of hands contradicts its own list of voters: the count (under its field's
 * name) and the list's length. Null when the command lists no voters or its count agrees. Tryout 11:
 * `{yes: 5, voters: [3, 4, 5, 6]}` came in by the moderator link and was recorded as 4 hands without a word.
 */
export function countAgainstVoters(command: object): Record<string, number> | null {
  const fields = command as Record<string, unknown>;
  const voters = fields.voters;
  if (!Array.isArray(voters)) return null;
  for (const field of COUNT_FIELDS) {
    const count = fields[field];
    if (typeof count === 'number' && count !== voters.length) return { [field]: count, voters: voters.length };
  }
  return null;
}
