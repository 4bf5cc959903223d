// Building the page's elements. Text goes in as text (textContent), never as HTML: a message body
// such as `<img src=x onerror=…>` shows as those characters. No function here takes HTML.

type Child = Node | string | null | undefined | false;

export interface Props {
  class?: string;
  text?: string;
  title?: string;
  /** Attributes (data-*, type, src of an image…), set with setAttribute. */
  attrs?: Record<string, string>;
}

/** `<tag>` with its class, text, attributes and children (strings become text nodes). */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.class) node.className = props.class;
  if (props.title) node.title = props.title;
  if (props.text !== undefined) node.textContent = props.text;
  for (const [name, value] of Object.entries(props.attrs ?? {})) node.setAttribute(name, value);
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

/** The element with `id`; the page's HTML has each one (page.ts). */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page has no #${id}`);
  return found as T;
}

/** A button that runs `action` on click (and shows its failure in the composer's note). */
export function button(label: string, action: () => void, props: Props = {}): HTMLButtonElement {
  const node = el('button', { ...props, text: label, attrs: { type: 'button', ...props.attrs } });
  node.addEventListener('click', (event) => {
    event.stopPropagation();
    action();
  });
  return node;
}

/** Hours and minutes (and seconds) of a Unix time in seconds, on a 24-hour clock. */
export function clock(seconds: number, withSeconds = false): string {
  const date = new Date(seconds * 1000);
  const parts = [date.getHours(), date.getMinutes(), ...(withSeconds ? [date.getSeconds()] : [])];
  return parts.map((n) => String(n).padStart(2, '0')).join(':');
}
