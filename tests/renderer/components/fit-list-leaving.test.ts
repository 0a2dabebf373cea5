// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, nextTick, ref } from 'vue';
import { useFitList } from '../../../renderer/projector/composables/useFitList.ts';

// happy-dom lays nothing out, so the boxes are given here: each item says its height at the large size and at
// the small one (set by the fit as an inline font size), a leaving item is not laid out (display: none), and
// the list is 60 px high. The projector's own boxes are measured in Chromium by tests/e2e/small-screens.spec.ts.
const LIST_HEIGHT = 60;
const laidOut = (item: HTMLElement): boolean => !item.classList.contains('leaving');
const heightOf = (item: HTMLElement): number =>
  laidOut(item) ? Number(item.style.fontSize ? item.dataset.small : item.dataset.large) : 0;

const descriptors = {
  offsetParent: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent'),
  offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
  offsetTop: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetTop'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};
function layOut(): void {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return laidOut(this) ? this.parentElement : null;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return heightOf(this);
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetTop', {
    configurable: true,
    get(this: HTMLElement) {
      let top = 0;
      for (let sibling = this.previousElementSibling; sibling; sibling = sibling.previousElementSibling)
        top += heightOf(sibling as HTMLElement);
      return top;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => LIST_HEIGHT });
}
afterEach(() => {
  for (const [name, descriptor] of Object.entries(descriptors)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});

interface Item {
  id: number;
  large: number;
  small: number;
  leaving?: boolean;
}

/** A list fitted as the projector's announcements are, newest first, its items as given. */
const FittedList = defineComponent({
  props: { items: { type: Array as () => Item[], required: true } },
  setup(props) {
    const list = ref<HTMLElement | null>(null);
    useFitList(list, 'li', () => props.items);
    return { list };
  },
  template: `<ol ref="list">
    <li v-for="item in items" :key="item.id" :class="{ leaving: item.leaving }" :data-id="item.id"
      :data-large="item.large" :data-small="item.small">{{ item.id }}</li>
  </ol>`,
});

/** The items the fit left visible, by id, and the ones it made small. */
function fitted(wrapper: ReturnType<typeof mount>): { shown: string[]; small: string[] } {
  const items = wrapper.findAll('li:not(.leaving)').map((li) => li.element as HTMLElement);
  return {
    shown: items.filter((li) => li.style.visibility !== 'hidden').map((li) => li.dataset.id!),
    small: items.filter((li) => li.style.fontSize !== '').map((li) => li.dataset.id!),
  };
}

describe('the projector list fits its items', () => {
  it('shows the newest at the small size when it is too tall at the large one, and hides what does not fit', async () => {
    layOut();
    const wrapper = mount(FittedList, {
      props: {
        items: [
          { id: 3, large: 66, small: 42 },
          { id: 2, large: 25, small: 20 },
        ],
      },
    });
    await nextTick();
    await nextTick();
    expect(fitted(wrapper)).toEqual({ shown: ['3'], small: ['3'] });
  });

  it('judges the newest among the items laid out: the leaving ones, before the entering ones when the whole list is replaced, are passed over', async () => {
    layOut();
    const wrapper = mount(FittedList, {
      props: {
        items: [
          { id: 1, large: 25, small: 20, leaving: true },
          { id: 2, large: 25, small: 20, leaving: true },
          { id: 3, large: 66, small: 42 },
          { id: 4, large: 25, small: 20 },
        ],
      },
    });
    await nextTick();
    await nextTick();
    expect(fitted(wrapper)).toEqual({ shown: ['3'], small: ['3'] });
  });
});
