/**
 * Tryout 15: Enter after the last name added an empty row that was counted («JÁTÉKOSOK (13)», a green
 * playable setup), then creating was refused at it. Decision: empty rows after the last name are not
 * counted, checked or sent (down to the table's minimum); an empty row between names is still sent.
 */
import { describe, expect, it } from 'vitest';
import { useNewGameForm } from '../../renderer/moderator/composables/useNewGameForm.ts';

describe('the new-game form and an empty row at the end', () => {
  it('is not counted nor sent; an empty row between names is', () => {
    const form = useNewGameForm('davidoff-1987');
    const names = Array.from({ length: 12 }, (_, i) => `Player ${i + 1}`);
    form.setNames(names);
    form.add();
    expect(form.rows.value.length).toBe(13);
    expect(form.count.value).toBe(12);
    expect(form.request().players).toEqual(names);
    form.rows.value[5]!.name = '';
    expect(form.count.value).toBe(12);
    expect(form.request().players[5]).toBe('');
  });

  it('can still be removed, and no row is added past the largest table (CI: Copag at 5 could not drop its sixth, empty row)', () => {
    const form = useNewGameForm('davidoff-1987');
    form.setNames(Array.from({ length: 6 }, (_, i) => `Player ${i + 1}`));
    form.add();
    expect(form.count.value).toBe(6);
    expect(form.canRemove.value).toBe(true);
    form.remove(6);
    expect(form.rows.value.length).toBe(6);
    form.setNames(Array.from({ length: 15 }, (_, i) => `Player ${i + 1}`));
    form.add();
    form.add();
    expect(form.rows.value.length).toBe(16);
  });
});
