# Rotor's two entry points: `make site` and `make test`. Each installs what it needs first.
SWIFT ?= swift
CONFIG ?= debug
ROTOR = .build/$(CONFIG)/rotor

.PHONY: site test deps test-deps build unit-tests clean

## Build the bundled Content/ into site/.
site: deps build
	$(ROTOR) build --content Content --templates Templates --output site

## Install test tools, then run every test.
test: test-deps build unit-tests

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

build:
	$(SWIFT) build -c $(CONFIG) --product rotor

unit-tests:
	$(SWIFT) test

clean:
	rm -rf .build site
