// The console's commands cross Electron's contextBridge and IPC, which copy by the structured clone
// algorithm: a Vue reactive proxy in a command cannot be cloned ("An object could not be cloned",
// electron/electron#39598), and a vote by voters failed in the desktop app only. Found by the emulated
// Electron runtime (tests/electron-runtime/city-game.spec.ts).
import { reactive } from 'vue';
import { describe, expect, it } from 'vitest';
import { commandShape } from '../../shared/contract/index.ts';
import { commandOf, emptyValues } from '../../renderer/moderator/console/command-values.ts';

describe('commandOf', () => {
  it('gives a command the structured clone algorithm can copy, even from the form’s reactive values', () => {
    const shape = commandShape('city-mafia', 'vote');
    expect(shape).not.toBeNull();
    const values = reactive(emptyValues(shape!));
    const voters = shape!.fields.find((f) => f.kind === 'seats')!;
    (values[voters.name] as number[]).push(1, 5, 6);
    const command = commandOf(shape!, values, true);
    expect(() => structuredClone(command)).not.toThrow();
    expect(structuredClone(command)[voters.name]).toEqual([1, 5, 6]);
  });
});
