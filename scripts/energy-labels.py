#!/usr/bin/env python3
"""Generate the demo EU energy labels for light sources.

Writes server/shop/media/products/energy-label-<handle>.svg, one per product in
PRODUCTS below, following the layout of the label in Commission Delegated
Regulation (EU) 2019/2015, Annex V (36 x 72 mm, drawn in a 360 x 720 viewBox).
The SVGs are committed; this script is kept only to regenerate them:

    pip install segno   # needed only to regenerate the files (the QR codes)
    python3 scripts/energy-labels.py

Standard library plus `segno`. Without segno, a labelled "QR" placeholder
square is drawn instead of the QR code.

The SVGs use inline presentation attributes only (no <style>: the site's
Content-Security-Policy blocks inline styles), no scripts, no external
references and no embedded fonts.
"""

from pathlib import Path
from xml.sax.saxutils import escape, quoteattr
import math
import sys

try:
    import segno
except ImportError:  # pragma: no cover - the fallback is a placeholder square
    segno = None

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "server" / "shop" / "media" / "products"

# handle, class, EPREL registration number, supplier, model identifier, kWh/1000h
PRODUCTS = [
    ("smart-led-paere-e27", "F", "1523401", "Nordlys Belysning ApS", "NB-E27-806", 7),
    ("led-strip-5m", "G", "1523402", "Nordlys Belysning ApS", "NB-STRIP-5M-2700", 12),
    ("led-pendel-nordlys", "E", "1523403", "Nordlys Belysning ApS", "NB-PEND-30", 14),
    ("led-indbygningsspot-3-pak", "F", "1523404", "Nordlys Belysning ApS", "NB-SPOT-5W", 5),
    ("loftlampe-badevaerelse-ip44", "E", "1523405", "Nordlys Belysning ApS", "NB-IP44-18", 16),
    ("vaeglampe-med-sensor", "F", "1523406", "Brightway Lighting Co. Ltd", "BW-WS-10", 10),
    ("led-havespyd-3-pak", "G", "1523407", "Brightway Lighting Co. Ltd", "BW-GS-3", 4),
]

CLASSES = "ABCDEFG"
CLASS_COLOURS = {
    "A": "#009640",
    "B": "#52AE32",
    "C": "#C8D400",
    "D": "#FFED00",
    "E": "#FBBA00",
    "F": "#EC6608",
    "G": "#E30613",
}
DARK_LETTERS = {"C", "D"}  # black letters on the light yellow bars for contrast

FONT = 'font-family="Arial, Helvetica, sans-serif"'
W, H = 360, 720

# Top band
FLAG_X, FLAG_Y, FLAG_W, FLAG_H = 12, 16, 48, 32
QR_SIZE = 80.0  # including a 2-module quiet zone on each side
QR_X, QR_Y = W - 10 - QR_SIZE, 10
QR_BORDER = 2

# A-G scale
BAR_X = 14
BAR_TOP = 176
BAR_H = 38
BAR_GAP = 8
BAR_MIN_W = 100  # the A bar, arrow point included
BAR_STEP = 22  # each bar is this much longer than the one above
ARROW_TIP_X = 266  # the black class arrow, pointing left
ARROW_H = 48


def fmt(v: float) -> str:
    """A compact number for SVG attributes."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def star(cx: float, cy: float, r_out: float) -> str:
    """A 5-point star polygon, one point upwards."""
    r_in = r_out * 0.382
    pts = []
    for i in range(10):
        r = r_out if i % 2 == 0 else r_in
        a = -math.pi / 2 + i * math.pi / 5
        pts.append(f"{fmt(cx + r * math.cos(a))},{fmt(cy + r * math.sin(a))}")
    return f'<polygon points="{" ".join(pts)}"/>'


def eu_flag() -> str:
    cx, cy = FLAG_X + FLAG_W / 2, FLAG_Y + FLAG_H / 2
    ring = FLAG_H / 3  # EU flag: the stars sit on a circle of radius 1/3 of the height
    r_star = FLAG_H / 18
    stars = "".join(
        star(cx + ring * math.sin(k * math.pi / 6), cy - ring * math.cos(k * math.pi / 6), r_star)
        for k in range(12)
    )
    return (
        f'<rect x="{FLAG_X}" y="{FLAG_Y}" width="{FLAG_W}" height="{FLAG_H}" fill="#003399"/>'
        f'<g fill="#FFCC00">{stars}</g>'
    )


def energy_word() -> str:
    # "ENERG" then the small multilingual letters. The textLength values are the
    # Arial advance widths, so a fallback font cannot push the text into the QR code.
    base = FLAG_Y + FLAG_H / 2 + 6
    x1 = FLAG_X + FLAG_W + 7
    w1 = 64  # "ENERG", Arial bold 18 px
    x2 = x1 + w1 + 3
    w2 = 132  # "Y IJA EIA ΕΝΕΡΓΕΙΑ", Arial 14 px
    return (
        f'<text x="{fmt(x1)}" y="{fmt(base)}" {FONT} font-size="18" font-weight="bold" '
        f'textLength="{w1}" lengthAdjust="spacingAndGlyphs">ENERG</text>'
        f'<text x="{fmt(x2)}" y="{fmt(base)}" {FONT} font-size="14" '
        f'textLength="{w2}" lengthAdjust="spacingAndGlyphs">Y IJA EIA ΕΝΕΡΓΕΙΑ</text>'
    )


def qr_code(url: str) -> str:
    if segno is None:
        x, y, s = QR_X + 4, QR_Y + 4, QR_SIZE - 8
        return (
            f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{fmt(s)}" height="{fmt(s)}" fill="#fff" '
            f'stroke="#000" stroke-width="2" stroke-dasharray="6 4"/>'
            f'<text x="{fmt(x + s / 2)}" y="{fmt(y + s / 2 + 10)}" {FONT} font-size="28" '
            f'font-weight="bold" text-anchor="middle">QR</text>'
        )
    qr = segno.make(url, error="m", micro=False)
    matrix = qr.matrix
    n = len(matrix)
    m = QR_SIZE / (n + 2 * QR_BORDER)
    ox, oy = QR_X + QR_BORDER * m, QR_Y + QR_BORDER * m
    rects = []
    for r, row in enumerate(matrix):
        c = 0
        while c < n:
            if row[c]:
                start = c
                while c < n and row[c]:
                    c += 1
                rects.append(
                    f'<rect x="{fmt(ox + start * m)}" y="{fmt(oy + r * m)}" '
                    f'width="{fmt((c - start) * m)}" height="{fmt(m)}"/>'
                )
            else:
                c += 1
    return f'<g fill="#000" shape-rendering="crispEdges">{"".join(rects)}</g>'


def scale(cls: str) -> str:
    parts = []
    point = BAR_H / 2
    for i, letter in enumerate(CLASSES):
        y = BAR_TOP + i * (BAR_H + BAR_GAP)
        x_end = BAR_X + BAR_MIN_W + i * BAR_STEP
        x_body = x_end - point
        pts = (
            f"{BAR_X},{fmt(y)} {fmt(x_body)},{fmt(y)} {fmt(x_end)},{fmt(y + point)} "
            f"{fmt(x_body)},{fmt(y + BAR_H)} {BAR_X},{fmt(y + BAR_H)}"
        )
        colour = "#000" if letter in DARK_LETTERS else "#fff"
        parts.append(f'<polygon points="{pts}" fill="{CLASS_COLOURS[letter]}"/>')
        parts.append(
            f'<text x="{BAR_X + 10}" y="{fmt(y + BAR_H / 2 + 10)}" {FONT} font-size="28" '
            f'font-weight="bold" fill="{colour}">{letter}</text>'
        )

    # The product's class: a black arrow pointing left, level with its bar.
    i = CLASSES.index(cls)
    cy = BAR_TOP + i * (BAR_H + BAR_GAP) + BAR_H / 2
    half = ARROW_H / 2
    x_tip, x_body, x_right = ARROW_TIP_X, ARROW_TIP_X + half, W - 14
    pts = (
        f"{x_tip},{fmt(cy)} {fmt(x_body)},{fmt(cy - half)} {x_right},{fmt(cy - half)} "
        f"{x_right},{fmt(cy + half)} {fmt(x_body)},{fmt(cy + half)}"
    )
    parts.append(f'<polygon points="{pts}" fill="#000"/>')
    parts.append(
        f'<text x="{fmt((x_body + x_right) / 2 - 2)}" y="{fmt(cy + 15)}" {FONT} font-size="42" '
        f'font-weight="bold" fill="#fff" text-anchor="middle">{cls}</text>'
    )
    return "".join(parts)


def label(handle, cls, eprel, supplier, model, kwh) -> str:
    title_id = f"energy-label-{handle}-title"
    title = (
        f"Energimærke for lyskilde: energiklasse {cls}, {kwh} kWh/1000h, {supplier} {model}"
    )
    scale_bottom = BAR_TOP + 7 * BAR_H + 6 * BAR_GAP
    body = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}" '
        f'role="img" aria-labelledby={quoteattr(title_id)}>',
        f"<title id={quoteattr(title_id)}>{escape(title)}</title>",
        f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" fill="#fff" stroke="#000" stroke-width="2"/>',
        # 1. Top band: flag, ENERG…, QR code.
        eu_flag(),
        energy_word(),
        qr_code(f"https://eprel.ec.europa.eu/qr/{eprel}"),
        f'<line x1="10" y1="104" x2="{W - 10}" y2="104" stroke="#000" stroke-width="1"/>',
        # 2. Supplier's name and model identifier.
        f'<text x="14" y="132" {FONT} font-size="15" font-weight="bold">{escape(supplier)}</text>',
        f'<text x="14" y="154" {FONT} font-size="15" font-weight="bold">{escape(model)}</text>',
        # 3. The A-G scale with the product's class.
        scale(cls),
        f'<line x1="10" y1="{scale_bottom + 24}" x2="{W - 10}" y2="{scale_bottom + 24}" '
        f'stroke="#000" stroke-width="1"/>',
        # 4. Energy consumption in kWh/1000h.
        f'<text x="{W / 2:g}" y="612" {FONT} font-weight="bold" text-anchor="middle">'
        f'<tspan font-size="64">{kwh}</tspan>'
        f'<tspan font-size="24" dx="8">kWh/1000h</tspan></text>',
        # 5. The regulation.
        f'<text x="{W - 14}" y="704" {FONT} font-size="12" text-anchor="end">2019/2015</text>',
        "</svg>",
    ]
    return "\n".join(body) + "\n"


def main() -> int:
    if segno is None:
        print("warning: segno is not installed; drawing QR placeholders", file=sys.stderr)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for product in PRODUCTS:
        path = OUT_DIR / f"energy-label-{product[0]}.svg"
        path.write_text(label(*product), encoding="utf-8")
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
