# Rotor's two entry points: `make site` and `make test`. Each installs what it needs first.
SWIFT ?= swift
CONFIG ?= debug
ROTOR = .build/$(CONFIG)/rotor

.PHONY: site test deps test-deps build build-tests unit-tests corpus gate gate-scale clean fuzz crash-safety bench

## Build the bundled Content/ into site/.
site: deps build
	$(ROTOR) build --content Content --templates Templates --output site

GATE_SITE = .build/gate-site
SCALE_ROOT = .build/gate-scale
SCALE_ARTICLES ?= 120

## Install test tools, build once (the test bundle and the rotor binary, in one `swift build`),
## then run the stages in two lanes side by side, one per core, and print each stage's wall time.
## Fails naming every stage that failed; each stage's log is kept in .build/stages/.
## The lanes: the Swift tests, the corpora, crash safety and then the gate on the bundled site,
## beside the gate on the synthetic library (the longest stage), so that the two browser gates
## overlap only once the Swift tests are done.
TEST_LANE_1 ?= unit-tests corpus crash-safety gate
TEST_LANE_2 ?= gate-scale
test:
	@python3 scripts/test-stages.py --serial "test-deps build-tests" --lane "$(TEST_LANE_1)" --lane "$(TEST_LANE_2)"

# Each stage builds what it needs, unless `make test` built it already and says so (BUILT=1).
NEEDS_ROTOR = $(if $(BUILT),,build)
NEEDS_TESTS = $(if $(BUILT),,build-tests)

## Real SwiftUI and UIKit from public repositories (../shared/realworld-code and
## ../shared/realworld-code-2, read in place):
## right / clear error / silently wrong / crashed for each snippet; then the seed articles' own
## Swift code (../shared/seeds), run unchanged; then real Compose (../shared/realworld-compose), held to
## Tests/Corpus/compose-expected.json. Each skips when its folder is absent.
corpus: $(NEEDS_ROTOR)
	MIN_RIGHT=0.82 python3 Tests/Corpus/realworld.py $(ROTOR)
	MIN_RIGHT=0.95 python3 Tests/Corpus/realworld2.py $(ROTOR)
	python3 Tests/Corpus/seeds.py $(ROTOR)
	MIN_RIGHT=0.85 python3 Tests/Corpus/compose.py $(ROTOR)

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

build:
	$(SWIFT) build -c $(CONFIG) --product rotor

## Everything, tests included, in one build: `swift test --skip-build` and the stages' rotor use it.
build-tests:
	$(SWIFT) build -c $(CONFIG) --build-tests

unit-tests: $(NEEDS_TESTS)
	$(SWIFT) test -c $(CONFIG) --skip-build

## The player's own checks (restart, the state in the step announcement, the reader switch heard,
## frames that are Tab stops only while they scroll; axe at 1280 and 320 px) on one page of each
## kind of player, in both languages.
PLAYER_PAGES = en/sliders/integer-slider/ ko/sliders/custom-slider/ en/tab-bars/custom-tab-bar/ \
	ko/carousels/adjustable-carousel/ en/controls/settings-row/ ko/

## Build the bundled site and check every page in Chromium (axe-core) and with the Nu HTML Checker.
gate: $(NEEDS_ROTOR)
	$(ROTOR) build --content Content --templates Templates --output $(GATE_SITE)
	python3 Tests/Gate/a11y_gate.py $(GATE_SITE)
	python3 Tests/Gate/player_gate.py $(GATE_SITE) $(PLAYER_PAGES)

## The same gate on the benchmark's synthetic library (SCALE_ARTICLES articles, half of them
## Korean), where searches return more than a page of results and "Show more" is driven.
gate-scale: $(NEEDS_ROTOR)
	rm -rf $(SCALE_ROOT)
	python3 -c "import sys; sys.path.insert(0, 'Tests/Bench'); import corpus; corpus.write('$(SCALE_ROOT)', $(SCALE_ARTICLES))"
	$(ROTOR) build --content $(SCALE_ROOT)/Content --templates Templates --output $(SCALE_ROOT)/site
	python3 Tests/Gate/a11y_gate.py $(SCALE_ROOT)/site --expect-more

## libFuzzer targets (front matter and transcript specs, Markdown, request paths, Swift and Kotlin code, the Compose reader), FUZZ_TIME seconds each.
## Not part of `test`: it needs a separate sanitizer build. Crashing inputs land in Tests/Fuzz/Regressions/.
FUZZ_TIME ?= 60
# -detect_leaks=0: LeakSanitizer reports Swift's static tables of indirect enums (UIKitLibrary's
# field defaults) as leaked at exit, which they are not; AddressSanitizer still checks every access.
FUZZ_TARGETS = FuzzFrontMatter FuzzMarkdown FuzzRequestPath FuzzExpectUpdate FuzzScene FuzzSwiftCode FuzzKotlin FuzzCompose
FUZZ_BUILD = .build-fuzz
fuzz: deps
	$(SWIFT) build --package-path Tests/Fuzz --scratch-path $(FUZZ_BUILD) -c debug \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
	@for target in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_BUILD)/corpus/$$target Tests/Fuzz/Regressions/$$target; \
		echo "== $$target for $(FUZZ_TIME) s"; \
		ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BUILD)/debug/$$target -max_total_time=$(FUZZ_TIME) -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 -detect_leaks=0 \
			-artifact_prefix=Tests/Fuzz/Regressions/$$target/ $(FUZZ_BUILD)/corpus/$$target Tests/Fuzz/Seeds/$$target \
			2>&1 | grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)" ; \
	done
	@echo "Crashing inputs kept: $$(find Tests/Fuzz/Regressions -mindepth 2 -type f | wc -l)"

## SIGKILL `rotor build` at random moments (24 trials) and check the output is always one whole site.
crash-safety: $(NEEDS_ROTOR)
	python3 Tests/CrashSafety/kill_builds.py $(ROTOR) --trials 24 --pages 300

## Speed and memory: Rotor against Hugo and the cmark floor (1,000 and 10,000 articles), and
## rotor serve's save-to-reload latency on each, and search: index size, bytes fetched and time to
## first results for sample queries in Chromium. Prints figures; asserts nothing.
bench:
	@scripts/install-deps.sh bench
	@scripts/install-deps.sh test
	$(SWIFT) build -c release --product rotor
	python3 Tests/Bench/bench.py .build/release/rotor $(if $(BASELINE),--baseline $(BASELINE))

clean:
	rm -rf .build .build-fuzz site
