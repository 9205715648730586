# Rotor's two entry points: `make site` and `make test`. Each installs what it needs first.
SWIFT ?= swift
CONFIG ?= debug
ROTOR = .build/$(CONFIG)/rotor

.PHONY: site test deps test-deps build unit-tests gate clean

## Build the bundled Content/ into site/.
site: deps build
	$(ROTOR) build --content Content --templates Templates --output site

GATE_SITE = .build/gate-site

## Install test tools, then run every test.
test: test-deps build unit-tests gate

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

build:
	$(SWIFT) build -c $(CONFIG) --product rotor

unit-tests:
	$(SWIFT) test

## Build the bundled site and check every page in Chromium (axe-core) and with the Nu HTML Checker.
gate: build
	$(ROTOR) build --content Content --templates Templates --output $(GATE_SITE)
	python3 Tests/Gate/a11y_gate.py $(GATE_SITE)

clean:
	rm -rf .build site
