import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNavigationStore } from '../../renderer/moderator/stores/navigation.ts';

describe('the navigation store', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('starts on the games section and goes to a section with its parameters', () => {
    const navigation = useNavigationStore();
    expect(navigation.section).toBe('games');
    navigation.go('archive', { gameId: 'g1' });
    expect(navigation.section).toBe('archive');
    expect(navigation.params).toEqual({ gameId: 'g1' });
  });

  it("returns by the header's tab to where a section was left, and to its start when already there", () => {
    const navigation = useNavigationStore();
    navigation.go('archive', { gameId: 'g1' });
    navigation.visit('games');
    expect(navigation.params).toEqual({});
    navigation.visit('archive');
    expect(navigation.params).toEqual({ gameId: 'g1' });
    navigation.visit('archive');
    expect(navigation.params).toEqual({});
  });
});
