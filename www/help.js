// A game's rules help as the module writes it (`Game.variants()`'s `help`: paragraphs separated
// by blank lines, list items starting "- "), turned into DOM nodes. The text itself lives in the
// game's folder (src/variants/<game>/help.md); the page keeps none.

/** The blocks of a help text: [{ kind: 'p', text } | { kind: 'ul', items: [text…] }]. */
export function helpBlocks(text) {
  const blocks = [];
  for (const chunk of String(text ?? '').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((l) => l.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.every((l) => l.startsWith('- '))) blocks.push({ kind: 'ul', items: lines.map((l) => l.slice(2)) });
    else blocks.push({ kind: 'p', text: lines.join(' ') });
  }
  return blocks;
}

/** Fills `container` with the help text (as text: nothing in it is read as markup). */
export function fillHelp(container, text) {
  container.replaceChildren(
    ...helpBlocks(text).map((block) => {
      if (block.kind === 'p') {
        const p = document.createElement('p');
        p.textContent = block.text;
        return p;
      }
      const ul = document.createElement('ul');
      for (const item of block.items) {
        const li = document.createElement('li');
        li.textContent = item;
        ul.append(li);
      }
      return ul;
    }),
  );
}
