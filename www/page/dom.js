// A tiny element builder: text always goes in as text, never as HTML.

/** h('button', {class: 'coin', onclick}, 'text', child) */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith('on')) element.addEventListener(name.slice(2), value);
    else if (name === 'dataset') Object.assign(element.dataset, value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false).map(
    (c) => (c instanceof Node ? c : document.createTextNode(String(c))),
  ));
  return element;
}

/** The key a move is looked up by among the hints. */
export function moveKey(move) {
  return JSON.stringify(move, (_, v) => (typeof v === 'bigint' ? v.toString() : v));
}
