"""Server-rendered SVG bar charts: the geometry here, the markup in reviews/_bar_chart.html.

Horizontal bars, one per (label, value), each with its label and its value as text, so a
chart reads without JavaScript, CSS or colour; the template gives it <title> and <desc>.
"""

from dataclasses import dataclass

ROW_HEIGHT = 22
LABEL_WIDTH = 110
BAR_WIDTH = 180
VALUE_WIDTH = 40


@dataclass(frozen=True)
class Bar:
    label: str
    value: int
    y: int
    width: int
    text_y: int


@dataclass(frozen=True)
class BarChart:
    title: str
    desc: str
    bars: list[Bar]
    width: int
    height: int
    label_width: int = LABEL_WIDTH
    value_x: int = 0

    @property
    def total(self) -> int:
        return sum(bar.value for bar in self.bars)


def bar_chart(title: str, items: list[tuple[str, int]], *, label_width: int = LABEL_WIDTH):
    """A chart of the items in their order; bar lengths relative to the largest value."""
    largest = max((value for _, value in items), default=0)
    bars = [
        Bar(
            label=str(label),
            value=value,
            y=i * ROW_HEIGHT + 2,
            width=round(BAR_WIDTH * value / largest) if largest else 0,
            text_y=i * ROW_HEIGHT + 15,
        )
        for i, (label, value) in enumerate(items)
    ]
    desc = "; ".join(f"{bar.label}: {bar.value}" for bar in bars) or "No data."
    return BarChart(
        title=title,
        desc=desc,
        bars=bars,
        width=label_width + BAR_WIDTH + VALUE_WIDTH,
        height=max(len(bars), 1) * ROW_HEIGHT + 4,
        label_width=label_width,
        value_x=label_width + 4,
    )


def histogram(values, bins: list[tuple[str, float, float]]) -> list[tuple[str, int]]:
    """Counts of values in [low, high) per (label, low, high) bin."""
    counts = dict.fromkeys((label for label, _, _ in bins), 0)
    for value in values:
        for label, low, high in bins:
            if low <= value < high:
                counts[label] += 1
                break
    return list(counts.items())


SCORE_BINS = [(str(n), n, n + 1) for n in range(1, 6)]
Z_BINS = [
    ("below -1.5", float("-inf"), -1.5),
    ("-1.5 to -0.5", -1.5, -0.5),
    ("-0.5 to 0.5", -0.5, 0.5),
    ("0.5 to 1.5", 0.5, 1.5),
    ("1.5 and above", 1.5, float("inf")),
]
