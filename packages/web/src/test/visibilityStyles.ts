/**
 * Ant Design injects a few hundred style rules per screen. jsdom matches every rule against an element on each
 * `getComputedStyle`, and Testing Library's role queries call it for every element they weigh and every node of
 * an accessible name, so those rules made role queries most of a web test's time. Tests read only whether an
 * element shows (`display`, `visibility`, `opacity`), so a style element written through `innerHTML` (how
 * Ant Design's CSS-in-JS writes) keeps only the rules that set one of those.
 */

const SHOWING = /(?:^|[;{\s])(?:display|visibility|opacity)\s*:/;
const NESTING = /^@(?:media|supports|layer|container)\b/;

/** The top-level blocks of a style sheet's text: `prelude { body }` each, and statements such as `@import …;`. */
function blocks(css: string): { prelude: string; body: string | null }[] {
  const found: { prelude: string; body: string | null }[] = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  let quote: string | null = null;
  for (let at = 0; at < css.length; at++) {
    const char = css[at];
    if (quote) {
      if (char === '\\') at++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') {
      if (depth++ === 0) open = at;
    } else if (char === '}') {
      if (--depth === 0) {
        found.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, at) });
        start = at + 1;
      }
    } else if (char === ';' && depth === 0) {
      found.push({ prelude: css.slice(start, at).trim(), body: null });
      start = at + 1;
    }
  }
  return found;
}

/** The rules of `css` that set whether something shows, inside the media and support rules that hold them. */
export function showingRules(css: string): string {
  return blocks(css)
    .map(({ prelude, body }) => {
      if (body === null) return '';
      if (NESTING.test(prelude)) {
        const inner = showingRules(body);
        return inner ? `${prelude}{${inner}}` : '';
      }
      return prelude.startsWith('@') || !SHOWING.test(body) ? '' : `${prelude}{${body}}`;
    })
    .join('');
}

/**
 * Style elements written through `innerHTML` keep only `showingRules`, and read back what was written, as Ant Design
 * compares it before writing again.
 */
export function keepOnlyShowingStyles() {
  const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  if (!descriptor?.set || !descriptor.get) throw new Error('jsdom has no innerHTML on Element');
  const { get, set } = descriptor;
  const written = new WeakMap<HTMLStyleElement, string>();
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return written.get(this) ?? get.call(this);
    },
    set(this: HTMLStyleElement, css: string) {
      written.set(this, String(css));
      set.call(this, showingRules(String(css)));
    },
  });
}
