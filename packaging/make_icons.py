"""Render the one icon source (resources/icon.svg) into every size and format the installers use.

Outputs (build output, never committed), in ``build/icons/`` by default:
  png/magdagdon-<n>.png for n in PNG_SIZES   Linux tarball, hicolor theme, About page
  magdagdon.ico                              Windows executable and installer
  magdagdon.icns                             macOS .app bundle

Qt's QSvgRenderer draws the PNGs (PySide6-Essentials ships QtSvg), so the icon looks the
same as the one the running app draws; Pillow (the ``package`` extra) packs .ico and .icns.

    python packaging/make_icons.py [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icon.svg"
DEFAULT_OUT = ROOT / "build" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def render_png(svg: Path, size: int, target: Path) -> None:
    """Draw ``svg`` into a transparent ``size`` x ``size`` PNG, antialiased."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG that Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target), "PNG"):  # type: ignore[call-overload]  # stubs want bytes
        raise OSError(f"could not write {target}")


def make_icons(svg: Path = SOURCE, out: Path = DEFAULT_OUT) -> dict[str, Path]:
    """Write every PNG size, the .ico and the .icns; return the paths by kind."""
    from PIL import Image

    pngs = {size: out / "png" / f"magdagdon-{size}.png" for size in PNG_SIZES}
    for size, path in pngs.items():
        render_png(svg, size, path)

    # Pillow picks each ICO/ICNS entry from the largest image, scaled down; rendering the
    # small sizes from the vector source looks sharper, so hand it each one explicitly.
    ico = out / "magdagdon.ico"
    images = [Image.open(pngs[s]).convert("RGBA") for s in ICO_SIZES]
    images[-1].save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES], append_images=images)

    icns = out / "magdagdon.icns"
    big = Image.open(pngs[1024]).convert("RGBA")
    others = [Image.open(pngs[s]).convert("RGBA") for s in (16, 32, 64, 128, 256, 512)]
    big.save(icns, format="ICNS", append_images=others)
    return {"ico": ico, "icns": icns, "png": out / "png", "svg": svg}


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: render into --out (default build/icons)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    made = make_icons(args.source, args.out)
    for kind, path in made.items():
        print(f"{kind}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
