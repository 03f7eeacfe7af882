/**
 * Makes everything on the page inert except the given elements, their ancestors, and live regions (so the
 * page's announcements still reach screen readers). Returns the undo, which lifts only the marks this call
 * made: a node that was inert already, or is marked by a pop-up underneath, keeps its state.
 *
 * Radix hides the page behind a modal with aria-hidden only, which leaves its controls focusable (axe:
 * aria-hidden-focus). The aria-hidden package's own inertOthers shares one counter per node with the
 * aria-hidden marks Radix makes, so an undo can leave a node inert for good; hence this small walk of our own.
 */
export function inertOutside(keep: readonly Element[]): () => void {
  const body = keep[0]?.ownerDocument.body;
  if (!body) return () => undefined;
  const kept = new Set<Element>();
  const stops = new Set<Element>();
  for (const element of [...keep, ...body.querySelectorAll('[aria-live]')]) {
    stops.add(element);
    for (let node: Element | null = element; node && !kept.has(node); node = node.parentElement)
      kept.add(node);
  }
  const marked: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (stops.has(child) || child.tagName === 'SCRIPT') continue;
      if (kept.has(child)) walk(child);
      else if (!child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        marked.push(child);
      }
    }
  };
  walk(body);
  return () => {
    for (const node of marked) node.removeAttribute('inert');
  };
}
