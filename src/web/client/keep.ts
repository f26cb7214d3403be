// A live update redraws the page from the new payload, but what it shows is mostly what was
// already on screen: the new nodes are compared with the ones shown and only those that differ
// are swapped in, so the browser restyles, lays out and repaints only what changed (a phone's
// battery, a long game's side column) and a screen reader hears only what is new.

/** Same element and attributes, children aside. */
const sameShell = (a: Node, b: Node) => a.nodeName === b.nodeName && a.cloneNode(false).isEqualNode(b.cloneNode(false));

/**
 * Makes `next` the children of `parent`, keeping in place each shown child equal to the new one
 * at its position (and, `depth` levels down, the equal children of a changed one with the same
 * element and attributes). A kept node keeps its listeners: only nodes whose listeners do the
 * same for an equal node (they read the page's state when called) may be kept.
 */
export function keepSame(parent: Node, next: readonly Node[], depth = 1): void {
  const shown = [...parent.childNodes];
  next.forEach((n, i) => {
    const old = shown[i];
    if (!old) parent.appendChild(n);
    else if (old.isEqualNode(n)) return;
    else if (depth > 1 && sameShell(old, n)) keepSame(old, [...n.childNodes], depth - 1);
    else parent.replaceChild(n, old);
  });
  for (const old of shown.slice(next.length)) parent.removeChild(old);
}
