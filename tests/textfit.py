"""Does every text the player can see fit? One checker for every screen, language and size.

It walks the window's scene as Qt paints it and reports, for each visible Text/Label:

- elided or truncated text (``truncated``: the player cannot read the end);
- text painted outside its own item (``contentWidth/Height`` beyond ``width/height``);
- text cut by an ancestor that clips (a card, a list) or by the window's edge, except along the
  axis a Flickable scrolls (the player scrolls there to read it);
- text running out of the box drawn around it (a button, a card, a pill: the nearest
  Control, or Rectangle that paints a fill or a border);
- two texts painted over each other, unless something opaque painted between them hides the
  lower one (a page over the game screen, a dialog's card).

Issue 19 (pseudo-locale at 800×600) and issue 15 (200% text at 1280×800) both use it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF
from PySide6.QtQml import QQmlEngine, QQmlProperty
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

#: Pixels of slack: anti-aliasing and rounding of fractional layouts.
SLACK = 1.0
#: A fill at least this opaque hides the text under it (the MAGDAGDON shade is 92%; the
#: dialogs' veil, 70%, only dims what is under its card).
HIDING = 0.85


class Finding(str):
    """One finding, worded for a person, with the QML files whose text it is about (the
    file that declares each text item: the one to change)."""

    files: tuple[str, ...]

    def __new__(cls, message: str, *files: str) -> Finding:
        found = super().__new__(cls, f"{message} [{', '.join(dict.fromkeys(files))}]")
        found.files = tuple(dict.fromkeys(files))
        return found


def source_file(item: QQuickItem) -> str:
    """The QML file that declares ``item`` (its creation context's file)."""
    context = QQmlEngine.contextForObject(item)
    while context is not None and not context.baseUrl().isValid():
        context = context.parentContext()
    return context.baseUrl().fileName() if context is not None else "?"


@dataclass
class Painted:
    """One visible text: its item, what it shows and the rectangle it paints (scene px)."""

    item: QQuickItem
    text: str
    rect: QRectF  # what the text paints, before any clipping
    seen: QRectF  # the part the player can see (clipped by ancestors and the window)
    order: int  # paint order: a later one paints over an earlier one
    chain: list[QQuickItem] = field(default_factory=list)  # ancestors, nearest first
    source: str = "?"  # the QML file that declares it
    files: tuple[str, ...] = ()  # that file and the one that places its component

    def label(self) -> str:
        name = self.item.objectName()
        if not name:
            for parent in self.chain:
                if parent.objectName():
                    name = f"in {parent.objectName()}"
                    break
        return f"{name or self.item.metaObject().className()}: {self.text!r}"


@dataclass
class Box:
    """A painted item that may hide what is under it."""

    rect: QRectF
    order: int


def scene_rect(item: QQuickItem, rect: QRectF | None = None) -> QRectF:
    return item.mapRectToScene(
        rect if rect is not None else QRectF(0, 0, item.width(), item.height())
    )


def _class(item: QQuickItem) -> str:
    return item.metaObject().className()


def _inherits(item: QQuickItem, name: str) -> bool:
    meta = item.metaObject()
    while meta is not None:
        if meta.className() == name:
            return True
        meta = meta.superClass()
    return False


def _is_text(item: QQuickItem) -> bool:
    """Text and Label (and components built on them); editable fields scroll instead."""
    return _inherits(item, "QQuickText")


def _paint_order(root: QQuickItem) -> Iterator[tuple[QQuickItem, float, list[QQuickItem]]]:
    """Visible items in the order Qt Quick paints them, with effective opacity and ancestors.

    Children with a negative z paint before their parent, the rest after it; siblings paint
    by z, then in child order.
    """

    def walk(item: QQuickItem, opacity: float, chain: list[QQuickItem]):
        if not item.isVisible():
            return
        opacity *= item.opacity()
        if opacity <= 0.02:
            return
        children = sorted(enumerate(item.childItems()), key=lambda pair: (pair[1].z(), pair[0]))
        below = [c for _, c in children if c.z() < 0]
        above = [c for _, c in children if c.z() >= 0]
        inner = [item, *chain]
        for child in below:
            yield from walk(child, opacity, inner)
        yield item, opacity, chain
        for child in above:
            yield from walk(child, opacity, inner)

    yield from walk(root, 1.0, [])


def _painted_rect(item: QQuickItem) -> QRectF:
    """Where the text's lines are drawn (QQuickText's bounding rectangle is its laid-out text,
    placed by its alignment), in scene coordinates."""
    return scene_rect(item, item.boundingRect())


def _scroll_axes(item: QQuickItem) -> tuple[bool, bool]:
    """(horizontal, vertical): the axes along which a Flickable lets the player scroll."""
    if not _inherits(item, "QQuickFlickable"):
        return False, False
    # Every Flickable of the game flicks in its default direction (AutoFlickDirection: an
    # axis scrolls when its content is larger); PySide cannot read the enum itself.
    w, h = item.width(), item.height()
    cw = float(item.property("contentWidth") or 0)
    ch = float(item.property("contentHeight") or 0)
    return cw > w + SLACK, ch > h + SLACK


def _draws_a_box(item: QQuickItem, opacity: float) -> bool:
    """A Rectangle the player sees as a shape (fill or border), or a Control."""
    if _inherits(item, "QQuickControl") and not _inherits(item, "QQuickPopupItem"):
        return item.width() > 0 and item.height() > 0
    if not _inherits(item, "QQuickRectangle") or opacity < 0.1:
        return False
    colour = item.property("color")
    bordered = float(QQmlProperty.read(item, "border.width") or 0) > 0
    return (colour is not None and colour.alphaF() > 0.1) or bordered


def _opaque(item: QQuickItem, opacity: float) -> bool:
    """A fill the player cannot read through (a card, a page, the MAGDAGDON shade)."""
    if not _inherits(item, "QQuickRectangle"):
        return False
    colour = item.property("color")
    return colour is not None and colour.alphaF() * opacity >= HIDING


def _inside(inner: QRectF, outer: QRectF) -> bool:
    return (
        inner.left() >= outer.left() - SLACK
        and inner.top() >= outer.top() - SLACK
        and inner.right() <= outer.right() + SLACK
        and inner.bottom() <= outer.bottom() + SLACK
    )


def _covers(outer: QRectF, inner: QRectF) -> bool:
    return _inside(inner, outer)


def _spill(inner: QRectF, outer: QRectF) -> str:
    sides = []
    if inner.left() < outer.left() - SLACK:
        sides.append(f"left by {outer.left() - inner.left():.0f}")
    if inner.right() > outer.right() + SLACK:
        sides.append(f"right by {inner.right() - outer.right():.0f}")
    if inner.top() < outer.top() - SLACK:
        sides.append(f"top by {outer.top() - inner.top():.0f}")
    if inner.bottom() > outer.bottom() + SLACK:
        sides.append(f"bottom by {inner.bottom() - outer.bottom():.0f}")
    return ", ".join(sides)


def _name(item: QQuickItem) -> str:
    return item.objectName() or _class(item)


def survey(window: QQuickWindow) -> tuple[list[Painted], list[Box], list[Finding]]:
    """Every visible text with its painted and seen rectangles, the opaque boxes, findings."""
    root = window.contentItem().parentItem() or window.contentItem()
    screen = QRectF(0, 0, window.width(), window.height())
    texts: list[Painted] = []
    boxes: list[Box] = []
    problems: list[Finding] = []
    for order, (item, opacity, chain) in enumerate(_paint_order(root)):
        if _opaque(item, opacity):
            boxes.append(Box(scene_rect(item), order))
        if not _is_text(item) or not item.property("text"):
            continue
        painted = Painted(item, str(item.property("text")), _painted_rect(item), QRectF(), order)
        painted.chain = chain
        painted.source = source_file(item)
        # The text's own file and the file that places its component (a button's label:
        # ActionButton.qml and the page that sizes the button): either may be the fix.
        user = next((f for f in map(source_file, chain) if f not in (painted.source, "?")), "")
        here = (painted.source, user) if user else (painted.source,)
        painted.files = here
        texts.append(painted)
        label = painted.label()
        if item.property("truncated"):
            problems.append(Finding(f"elided or truncated: {label}", *here))
        own = scene_rect(item)
        if not _inside(painted.rect, own):
            problems.append(
                Finding(f"spills out of its own item ({_spill(painted.rect, own)}): {label}", *here)
            )
        # What the player can see of it, and who cuts it.
        seen = QRectF(painted.rect)
        scroll_x = scroll_y = False
        boxed = False
        for parent in chain:
            area = scene_rect(parent)
            sx, sy = _scroll_axes(parent)
            if parent.clip() or sx or sy:
                limit = QRectF(area)
                if sx or scroll_x:
                    limit.setLeft(min(limit.left(), seen.left()))
                    limit.setRight(max(limit.right(), seen.right()))
                if sy or scroll_y:
                    limit.setTop(min(limit.top(), seen.top()))
                    limit.setBottom(max(limit.bottom(), seen.bottom()))
                if parent.clip() and not _inside(seen, limit):
                    problems.append(
                        Finding(f"cut by {_name(parent)} ({_spill(seen, limit)}): {label}", *here)
                    )
                if parent.clip():
                    seen = seen.intersected(area)
                scroll_x, scroll_y = scroll_x or sx, scroll_y or sy
            if (
                not boxed
                and not scroll_x
                and not scroll_y
                and _draws_a_box(parent, opacity)
                and not _inside(painted.rect, area)
            ):
                boxed = True  # one finding per text: the innermost box it runs out of
                problems.append(
                    Finding(
                        f"runs out of {_name(parent)} ({_spill(painted.rect, area)}): {label}",
                        *here,
                    )
                )
        limit = QRectF(screen)
        if scroll_x:
            limit.setLeft(min(limit.left(), seen.left()))
            limit.setRight(max(limit.right(), seen.right()))
        if scroll_y:
            limit.setTop(min(limit.top(), seen.top()))
            limit.setBottom(max(limit.bottom(), seen.bottom()))
        if not seen.isEmpty() and not _inside(seen, limit):
            problems.append(
                Finding(f"cut by the window's edge ({_spill(seen, limit)}): {label}", *here)
            )
        painted.seen = seen.intersected(screen)
    return texts, boxes, problems


def _hidden_between(lower: Painted, upper: Painted, area: QRectF, boxes: list[Box]) -> bool:
    return any(lower.order < box.order < upper.order and _covers(box.rect, area) for box in boxes)


def overlaps(texts: list[Painted], boxes: list[Box]) -> list[Finding]:
    """Pairs of texts painted over each other where the player sees both."""
    problems: list[Finding] = []
    shown = [t for t in texts if not t.seen.isEmpty()]
    for i, a in enumerate(shown):
        for b in shown[i + 1 :]:
            if a.item in b.chain or b.item in a.chain:
                continue
            common = a.seen.intersected(b.seen)
            if common.width() <= SLACK * 2 or common.height() <= SLACK * 2:
                continue
            lower, upper = (a, b) if a.order < b.order else (b, a)
            if _hidden_between(lower, upper, common, boxes):
                continue
            problems.append(
                Finding(
                    f"overlap ({common.width():.0f}×{common.height():.0f} px): "
                    f"{lower.label()} / {upper.label()}",
                    *lower.files,
                    *upper.files,
                )
            )
    return problems


def check_now(window: QQuickWindow) -> list[Finding]:
    """Every finding on the window as it is at this instant."""
    texts, boxes, problems = survey(window)
    return problems + overlaps(texts, boxes)


#: How long a finding must last to count: a card fading in over the board, a page sliding
#: in, are over by then (the longest transition is 250 ms).
SETTLE_MS = 400


def check(window: QQuickWindow) -> list[Finding]:
    """Every finding that lasts (looked at again after ``SETTLE_MS`` when there is one, so a
    transition caught halfway is not one); an empty list when every text fits."""
    found = check_now(window)
    if not found:
        return []
    QTest.qWait(SETTLE_MS)
    again = set(check_now(window))
    return [f for f in found if f in again]
