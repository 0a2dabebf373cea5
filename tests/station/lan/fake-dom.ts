/** Just enough of a DOM for the mirror script: elements by id, text, classes, attributes, children, hidden. */
export interface FakeNode {
  tag: string;
  textContent: string;
  className: string;
  hidden: boolean;
  lang: string;
  attributes: Map<string, string>;
  children: FakeNode[];
  readonly firstChild: FakeNode | null;
  appendChild(node: FakeNode): void;
  removeChild(node: FakeNode): void;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
}

/** Creates an element; writing markup into it (innerHTML, outerHTML, insertAdjacentHTML) throws. */
export function fakeNode(tag = 'div'): FakeNode {
  const node = {
    tag,
    textContent: '',
    className: '',
    hidden: false,
    lang: '',
    attributes: new Map<string, string>(),
    children: [] as FakeNode[],
    get firstChild() {
      return node.children[0] ?? null;
    },
    appendChild: (child: FakeNode) => void node.children.push(child),
    removeChild: (child: FakeNode) => void node.children.splice(node.children.indexOf(child), 1),
    setAttribute: (name: string, value: string) => {
      // A style attribute would be refused by the page's CSP: the script must use classes.
      if (name === 'style' || name.startsWith('on')) throw new Error(`setAttribute(${name})`);
      node.attributes.set(name, String(value));
    },
    getAttribute: (name: string) => node.attributes.get(name) ?? null,
    insertAdjacentHTML: () => {
      throw new Error('insertAdjacentHTML');
    },
  };
  for (const markup of ['innerHTML', 'outerHTML']) {
    Object.defineProperty(node, markup, {
      get: () => '',
      set: () => {
        throw new Error(markup);
      },
    });
  }
  return node;
}

/** All the text under a node, its own first, children in order, joined by `|`. */
export function textOf(node: FakeNode): string {
  return [node.textContent, ...node.children.map(textOf)].filter((t) => t !== '').join('|');
}
