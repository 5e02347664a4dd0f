#!/usr/bin/env python3
"""Draws each board with its cell names and start pieces: docs/multi/<id>.svg.
Usage: draw.py [out_dir]   (default: docs/multi of the repository)"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import games  # noqa: E402
from engine import Engine  # noqa: E402

COLOURS = {"Red": "#d23c32", "Blue": "#3264c8", "Yellow": "#e6be1e", "Green": "#2d9b46", "White": "#f4f4f4",
           "Black": "#282828", "Purple": "#8c46c8", "Orange": "#f08228"}
LIGHT, DARK = "#f0d9b5", "#b58863"
ARROWS = {"n": "\u2191", "e": "\u2192", "s": "\u2193", "w": "\u2190"}   # a Four Seasons pawn's way


def svg(rules):
    b = rules.board
    pos = Engine(rules).start()
    if b.kind == "grid":
        scale, pad = 40, 20
        to = lambda p: (pad + p[0] * scale, pad + (b.ranks - p[1]) * scale)
        width, height = b.files * scale + 2 * pad, b.ranks * scale + 2 * pad
        shade = lambda c: (b.xy[c][0] + b.xy[c][1]) % 2
        size = scale
    else:
        scale, pad = 330, 20
        to = lambda p: (pad + scale + p[0] * scale, pad + scale - p[1] * scale)
        width, height = 2 * scale + 2 * pad, 2 * scale + 2 * pad
        shade = lambda c: ("abcdefgh".index(b.names[c][1]) + int(b.names[c][2])) % 2
        size = 36
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
           f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="sans-serif">',
           f'<title>{rules.id}: {len(b)} cells, start position</title>',
           f'<rect width="100%" height="100%" fill="#fff"/>']
    for c in range(len(b)):
        pts = [to(p) for p in b.polygon(c)]
        out.append(f'<polygon points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in pts)}" '
                   f'fill="{DARK if shade(c) == 0 else LIGHT}" stroke="#555" stroke-width="0.6"/>')
    if rules.id == "four-seasons":      # the manuscript's two marked diagonals (G1)
        out.append(f'<line x1="{to((0, 0))[0]}" y1="{to((0, 0))[1]}" x2="{to((8, 8))[0]}" y2="{to((8, 8))[1]}" stroke="#700" stroke-width="1.5"/>')
        out.append(f'<line x1="{to((8, 0))[0]}" y1="{to((8, 0))[1]}" x2="{to((0, 8))[0]}" y2="{to((0, 8))[1]}" stroke="#700" stroke-width="1.5"/>')
    for c in range(len(b)):
        pts = [to(p) for p in b.polygon(c)]
        cx, cy = sum(p[0] for p in pts) / 4, sum(p[1] for p in pts) / 4
        p = pos.board[c]
        if p is not None:
            seat = rules.seats[p.owner][0]
            ink = "#000" if seat in ("White", "Yellow") else "#fff"
            r = size * 0.34
            out.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{COLOURS[seat]}" stroke="#000" stroke-width="0.8"/>')
            out.append(f'<text x="{cx:.1f}" y="{cy + r * 0.45:.1f}" font-size="{r * 1.25:.1f}" text-anchor="middle" '
                       f'fill="{ink}" font-weight="bold">{p.role}{ARROWS.get(p.dir, "") if rules.id == "four-seasons" else ""}</text>')
            label_y = cy - r - 1
        else:
            label_y = cy + 3
        out.append(f'<text x="{cx:.1f}" y="{label_y:.1f}" font-size="{size * 0.22:.1f}" text-anchor="middle" fill="#222">{b.names[c]}</text>')
    order = ", ".join(name for name, _ in rules.seats)
    out.append(f'<text x="{pad}" y="{height - 4:.0f}" font-size="11" fill="#333">turn order: {order}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def centre_svg():
    """The three-player centre: Wd4's neighbours, its rook lines (blue) and bishop lines (red),
    and a White pawn's captures from Wd4 (x)."""
    rules = games.make("three-player")
    b = rules.board
    scale, pad = 330, 20
    to = lambda p: (pad + scale + p[0] * scale, pad + scale - p[1] * scale)
    size = 2 * scale + 2 * pad
    c0 = b.index["Wd4"]
    centre = lambda c: to((b.cx(c), b.cy(c)))
    fill = {c0: "#f5c842"}
    fill.update({c: "#9cc3ff" for c in b.orth[c0]})
    fill.update({c: "#a8e0a0" for c in b.diag[c0]})
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size + 40}" viewBox="0 0 {size} {size + 40}" font-family="sans-serif">',
           '<title>three-player: lines through the centre from Wd4</title>', '<rect width="100%" height="100%" fill="#fff"/>']
    for c in range(len(b)):
        pts = [to(p) for p in b.polygon(c)]
        shade = ("abcdefgh".index(b.names[c][1]) + int(b.names[c][2])) % 2
        out.append(f'<polygon points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in pts)}" '
                   f'fill="{fill.get(c, DARK if shade == 0 else LIGHT)}" stroke="#555" stroke-width="0.6"/>')
    for rays, colour in ((b.rook[c0], "#1a4fd0"), (b.bishop[c0], "#c8201e")):
        for ray in rays:
            pts = [centre(c0)] + [centre(c) for c in ray]
            out.append(f'<polyline points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in pts)}" fill="none" '
                       f'stroke="{colour}" stroke-width="3" stroke-opacity="0.8"/>')
    for c in b.captures(c0, 0):
        x, y = centre(c)
        out.append(f'<text x="{x:.1f}" y="{y + 14:.1f}" font-size="16" text-anchor="middle" fill="#000" font-weight="bold">x</text>')
    for c in range(len(b)):
        x, y = centre(c)
        out.append(f'<text x="{x:.1f}" y="{y - 2:.1f}" font-size="8" text-anchor="middle" fill="#222">{b.names[c]}</text>')
    out.append(f'<text x="{pad}" y="{size + 10}" font-size="12">Wd4 (gold): orthogonal neighbours blue, diagonal neighbours green (three at the centre point);</text>')
    out.append(f'<text x="{pad}" y="{size + 26}" font-size="12">rook lines blue, bishop lines red (straight on: Wd4 to Be4 across the centre); x = a White pawn\'s captures from Wd4.</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", "..", "docs", "multi")
    os.makedirs(out_dir, exist_ok=True)
    for gid in ("chaturaji", "four-seasons", "four-player", "three-player", "eight-player"):
        rules = games.make(gid)
        path = os.path.join(out_dir, f"{gid}.svg")
        with open(path, "w") as f:
            f.write(svg(rules))
        print(path)
    path = os.path.join(out_dir, "three-player-centre.svg")
    with open(path, "w") as f:
        f.write(centre_svg())
    print(path)


if __name__ == "__main__":
    main()
