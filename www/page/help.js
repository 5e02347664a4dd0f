// A game's rules help as the module writes it (`Game.variants()`'s `help`: paragraphs separated
// by blank lines, list items starting "- ", and "Diagram: <FEN> | <move>" for a position the page
// draws with the move played), turned into DOM nodes. The text itself lives in the game's folder
// (src/variants/<game>/help.md); the page keeps none.

/**
 * The blocks of a help text: [{ kind: 'p', text } | { kind: 'ul', items: [text…] } |
 * { kind: 'diagram', fen, move, caption }] (a diagram's caption: the lines after it).
 */
export function helpBlocks(text) {
  const blocks = [];
  for (const chunk of String(text ?? '').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((l) => l.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    const diagram = /^Diagram:\s*(.+?)\s*\|\s*(\S+)$/.exec(lines[0]);
    if (diagram) blocks.push({ kind: 'diagram', fen: diagram[1], move: diagram[2], caption: lines.slice(1).join(' ') });
    else if (lines.every((l) => l.startsWith('- '))) blocks.push({ kind: 'ul', items: lines.map((l) => l.slice(2)) });
    else blocks.push({ kind: 'p', text: lines.join(' ') });
  }
  return blocks;
}

/**
 * Fills `container` with the help text (as text: nothing in it is read as markup); `diagram(block)`
 * makes the node of a diagram (left out without it, or when it returns null).
 */
export function fillHelp(container, text, diagram = () => null) {
  container.replaceChildren(
    ...helpBlocks(text).map((block) => {
      if (block.kind === 'diagram') {
        const figure = document.createElement('figure');
        const drawing = diagram(block);
        if (!drawing) return '';
        const caption = document.createElement('figcaption');
        caption.textContent = block.caption;
        figure.append(drawing, caption);
        return figure;
      }
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
