import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_environment_variable_the_settings_read_is_documented():
    settings_source = (ROOT / "config" / "settings.py").read_text()
    readme = (ROOT / "README.md").read_text()
    names = set(re.findall(r"env(?:_bool|_int|_list)?\(\s*\"([A-Z_]+)\"", settings_source))

    assert "DATABASE_URL" in names
    undocumented = sorted(name for name in names if f"`{name}`" not in readme)
    assert undocumented == []


def test_the_readme_names_the_two_commands_that_exist():
    readme = (ROOT / "README.md").read_text()
    makefile = (ROOT / "Makefile").read_text()

    for target in ("run", "test"):
        assert f"make {target}" in readme
        assert re.search(rf"^{target}:", makefile, re.MULTILINE)
    assert "make test" in (ROOT / ".ci" / "run").read_text()
