"""The board field of a position text from a piece list, for the case writers beside it."""


def board_field(rows, pieces):
    """rows: each row's cell names, the text's first row first; pieces: {"h1": "rK", ...}.
    Empty cells run together as a count: "3,rK,4"."""
    out = []
    for cells in rows:
        toks, run = [], 0
        for cell in cells:
            p = pieces.get(cell)
            if p is None:
                run += 1
                continue
            toks += ([str(run)] if run else []) + [p]
            run = 0
        out.append(",".join(toks + ([str(run)] if run else [])))
    return "/".join(out)
