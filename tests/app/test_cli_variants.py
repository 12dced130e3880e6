"""A misspelt or unknown `--variant` is refused by every game's command line, which lists the
variants it knows, instead of being silently ignored."""

from __future__ import annotations

import pytest

from game.cli import run
from game.rules.eight_minute.cli import VARIANTS as EIGHT_MINUTE
from game.rules.legends.cli import VARIANTS as LEGENDS
from game.rules.settlers.cli import VARIANTS as SETTLERS


@pytest.mark.parametrize(
    ("game", "known", "misspelt"),
    [
        ("eight-minute", EIGHT_MINUTE, "goods-token"),
        ("legends", LEGENDS, "encounter"),
        ("settlers", SETTLERS, "peacefull"),
    ],
)
def test_an_unknown_variant_is_refused_with_the_known_ones(
    game: str, known: dict[str, str], misspelt: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        run(["selfplay", game, "--players", "2", "--seed", "1", "--variant", misspelt])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert misspelt in err
    for name in known:
        assert name in err
