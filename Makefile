# Easel: `make run` opens the main app (or renders its screens when there is no display); `make test` runs every test.
# Both install the Debian packages the build needs first (through sudo when not root; nothing when all are present).

APT_PACKAGES := libgtk-4-dev libcairo2-dev libpango1.0-dev libgdk-pixbuf-2.0-dev librsvg2-dev adwaita-icon-theme libsqlite3-dev \
	libfontconfig-dev webp-pixbuf-loader fonts-dejavu-core fonts-noto-color-emoji fonts-noto-cjk pkg-config xvfb xdotool \
	x11-utils imagemagick python3 python3-gi python3-xlib gir1.2-gtk-4.0 libcurl4 libxml2 \
	shared-mime-info desktop-file-utils xdg-utils librsvg2-bin at-spi2-core gir1.2-atspi-2.0 dbus dbus-x11 orca \
	libglib2.0-bin gsettings-desktop-schemas xsettingsd appstream dpkg-dev lintian libcurl4-openssl-dev libxml2-dev \
	libenchant-2-dev hunspell-en-us
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT ?= swift
# Where `make install` puts the apps: their binaries in $(PREFIX)/lib/easel-apps, linked from $(PREFIX)/bin, and
# their desktop entries, icons, AppStream metainfo and MIME types in $(PREFIX)/share.
PREFIX ?= $(HOME)/.local
# The address the repository's files are served from, where the AppStream metainfo finds its screenshots (the
# apps' reference images, which the tests render). The project publishes no such address yet: set it to where you
# publish them.
SCREENSHOTS ?= https://easel.invalid/raw/main
# The apps `make install` and `make deb` build (Desktop/<App> holds each one's desktop files).
APP_PRODUCTS := parsta emojiart gesture-lab sticker-board

.PHONY: deps build test tsan asan content-check lint docs fuzz soak run bench install uninstall deb format clean

deps:
	@missing=""; for p in $(APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) --no-print-directory content-check
	bash Tests/Xvfb/gesture-lab.sh .build/debug/gesture-lab
	bash Tests/Xvfb/control-catalog.sh .build/debug/control-catalog
	bash Tests/Xvfb/sticker-board.sh .build/debug/sticker-board
	bash Tests/Xvfb/parsta.sh .build/debug/parsta
	bash Tests/Xvfb/emojiart.sh .build/debug/emojiart
	bash Tests/Desktop/install.sh .build/debug
	bash Tests/Desktop/desktop-settings.sh .build/debug
	bash Tests/Accessibility/apps.sh .build/debug

# Tests that `make tsan` and `make asan` leave to `make test`: their timing is sized for a normal debug build, and
# a sanitizer's slowdown, with the other work of two shared cores, defeats it. The two kill tests kill their probe
# 0-25 ms (SaveProbe) or 0-300 ms (EmojiArt) after its first save; ThreadSanitizer makes the saves several times
# longer, and then no kill lands after a second save or in the middle of one, which those tests require. The
# endless stream must stop at most 10 s after its cut-off, which the instrumented suite sometimes misses. Fuzzed
# inputs get four times the 2 s a read may take (EASEL_FUZZ_TIME_SCALE).
SANITIZER_SKIP := --skip 'EmojiArtWebBackgroundTests/anEndlessStreamIsCutOffAtTheLimitAndNotReadOn'
TSAN_SKIP := $(SANITIZER_SKIP) --skip 'EaselTests.CrashSafetyTests/anAtomicSaveKilledAtAnyMomentLeavesAWholeFile' \
	--skip 'EmojiArtAutosaveCrashTests/autosaveKilledAtAnyMomentLeavesTheOldOrTheNewDocument'
ASAN_SKIP := $(SANITIZER_SKIP)

# `swift test` under the thread sanitizer, built in .build/tsan beside the debug build. Tests/Sanitizers/tsan.supp
# silences the reports from system libraries and the toolchain's runtime, each for the reason given there; any other
# report fails the run. Takes about 13 to 16 minutes on this machine from a clean .build/tsan (5 to 7 of them to
# build), 8 to 9 once it is built.
tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	TSAN_OPTIONS="suppressions=$(CURDIR)/Tests/Sanitizers/tsan.supp $$TSAN_OPTIONS" EASEL_FUZZ_TIME_SCALE=4 \
		$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan $(TSAN_SKIP)

# `swift test` under the address sanitizer and its leak checker, built in .build/asan beside the debug build.
# Tests/Sanitizers/asan.supp and lsan.supp silence the reports and leaks of system libraries and the toolchain's
# runtime, each for the reason given there; any other report or leak fails the run. Takes about 12 minutes on this
# machine from a clean .build/asan (5 of them to build), 7 once it is built.
asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	ASAN_OPTIONS="suppressions=$(CURDIR)/Tests/Sanitizers/asan.supp $$ASAN_OPTIONS" \
		LSAN_OPTIONS="suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp $$LSAN_OPTIONS" EASEL_FUZZ_TIME_SCALE=4 \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan $(ASAN_SKIP)

# The full fuzzing campaign (docs/RELIABILITY.md), release-built: a million event streams over every screen, 100,000
# mutations of each input format, 1,000 kills of each saving app, with a progress bar and a summary table. `make test`
# runs a bounded share of the same code (Tests/ReliabilityTests). Resize it with FUZZ="--streams N --inputs N
# --kills N --seed N --jobs N" or the EASEL_FUZZ_STREAMS, EASEL_FUZZ_INPUTS, EASEL_FUZZ_KILLS and EASEL_FUZZ_SEED
# variables. It plays in worker processes, --jobs at a time (one per processor), which a crash ends alone. It notes
# its progress in $(FUZZ_CHECKPOINT) after every slice: stopped, it resumes there when run again with the same
# sizes and seed on the same code, which FUZZ_BUILD names by hashing the sources the fuzzer is built from. The
# checkpoint is kept with the code, so a campaign longer than a working session goes on in the next one, on any
# machine, as long as those sources have not changed; it is removed when the campaign ends.
#
# FUZZ_SANITIZE=thread or FUZZ_SANITIZE=address builds the fuzzer, its workers and the save probes with that sanitizer
# (still release: a debug build under ThreadSanitizer plays about ten times fewer streams a second), in its own
# scratch path (.build/fuzz-tsan, .build/fuzz-asan) beside the release build, with the suppressions of `make tsan`
# and `make asan` and their fourfold time limit for a fuzzed input. A sanitizer's report stops the worker with
# SIGABRT (halt_on_error, abort_on_error): the campaign names the stream or input that caused it from the worker's
# journal, shrinks the stream as it shrinks a crash, and counts it as a fault with the report's summary line. Its
# checkpoint is kept in that scratch path, and its build is the sanitizer's as well as the sources'.
FUZZ_SANITIZE ?=
FUZZ_SANITIZER_NAME = $(if $(filter thread,$(FUZZ_SANITIZE)),tsan,$(if $(filter address,$(FUZZ_SANITIZE)),asan,$(error \
	FUZZ_SANITIZE must be thread or address)))
FUZZ_SWIFT_BUILD = $(SWIFT) build -c release $(if $(FUZZ_SANITIZE),--sanitize=$(FUZZ_SANITIZE) --scratch-path \
	.build/fuzz-$(FUZZ_SANITIZER_NAME))
FUZZ_CHECKPOINT ?= $(if $(FUZZ_SANITIZE),.build/fuzz-$(FUZZ_SANITIZER_NAME)/campaign-checkpoint.json,\
	docs/fuzz-campaign-checkpoint.json)
FUZZ_BUILD = $(shell find Package.swift Sources Tests/Fuzzing Tests/EaselFuzz Tests/*SaveProbe Tests/PreviewFixture* -type f -print0 | LC_ALL=C sort -z \
	| xargs -0 sha1sum | sha1sum | cut -c1-16)$(if $(FUZZ_SANITIZE),-$(FUZZ_SANITIZER_NAME))
FUZZ_SANITIZER_ENVIRONMENT = $(if $(filter thread,$(FUZZ_SANITIZE)),\
	TSAN_OPTIONS="suppressions=$(CURDIR)/Tests/Sanitizers/tsan.supp halt_on_error=1 abort_on_error=1 $$TSAN_OPTIONS") \
	$(if $(filter address,$(FUZZ_SANITIZE)),\
	ASAN_OPTIONS="suppressions=$(CURDIR)/Tests/Sanitizers/asan.supp abort_on_error=1 $$ASAN_OPTIONS" \
	LSAN_OPTIONS="suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp $$LSAN_OPTIONS") \
	$(if $(FUZZ_SANITIZE),EASEL_FUZZ_TIME_SCALE=4)

fuzz: deps
	$(FUZZ_SWIFT_BUILD) --product EmojiArtSaveProbe
	$(FUZZ_SWIFT_BUILD) --product ParstaSaveProbe
	$(FUZZ_SWIFT_BUILD) --product PreviewFixture
	$(FUZZ_SWIFT_BUILD) --product easel-fuzz
	$(FUZZ_SANITIZER_ENVIRONMENT) "$$($(FUZZ_SWIFT_BUILD) --show-bin-path)/easel-fuzz" --checkpoint $(FUZZ_CHECKPOINT) \
		--build $(FUZZ_BUILD) $(FUZZ)

# The soak (docs/RELIABILITY.md): each app's main window takes 200,000 event streams in a release-built worker of its
# own, two at a time, while its heap in use, anonymous and resident memory, live nodes, live GObjects and open file
# descriptors are sampled every 10,000; after the first 10,000 (the warm-up) the heap in use, GObjects and descriptors
# must stay within 5 % and the nodes come back to their count.
# Writes docs/soak/samples.csv and docs/soak/chart.svg, and prints a table. Resize it with SOAK="--streams N --every N
# --warm-up N --seed N --jobs N".
soak: deps
	$(SWIFT) build -c release --product easel-fuzz
	"$$($(SWIFT) build -c release --show-bin-path)/easel-fuzz" soak --output docs/soak $(SOAK)

# parSta!'s content (Tests/ContentChecking): every question and lesson whole in both languages, references to pages
# that exist, and every claim about code compiled in Swift 5 and Swift 6 modes (output questions run and print their
# answer). Prints what it checked; fails on any finding. CONTENT_CHECK=--structure skips the toolchain.
content-check: deps
	$(SWIFT) build --product ParstaContentCheck
	"$$($(SWIFT) build --show-bin-path)/ParstaContentCheck" $(CONTENT_CHECK)

# Opens parSta!, the main app; without a display, renders the tour of screens to PNG instead.
run: deps
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		$(SWIFT) run parsta; \
	else \
		echo "No display: rendering the screens headlessly instead."; \
		$(SWIFT) run easel-tour; \
	fi

# parsta-start, memory and idle launch the release parsta, gesture-lab, emojiart and the C GTK window beside the
# benchmark executable, so they are built first.
bench: deps
	$(SWIFT) build -c release --product parsta
	$(SWIFT) build -c release --product gesture-lab
	$(SWIFT) build -c release --product emojiart
	$(SWIFT) build -c release --product gtk-window-baseline
	$(SWIFT) run -c release EaselBenchmarks $(BENCH)

# Installs the release apps with their desktop entries, icons, AppStream metainfo and document types (Desktop/), so
# that they are in the desktop's app grid and software centre, and a file manager opens their documents in them.
install: deps
	for product in $(APP_PRODUCTS); do $(SWIFT) build -c release --product $$product || exit 1; done
	sh Desktop/install.sh install "$(PREFIX)" "$$($(SWIFT) build -c release --show-bin-path)" "$(SCREENSHOTS)"

uninstall:
	sh Desktop/install.sh uninstall "$(PREFIX)"

# easel-apps_<version>_<arch>.deb in .build/deb: the four apps, release-built with Swift's runtime linked in (no
# Debian package has it), installed under /usr, with Depends computed by dpkg-shlibdeps, then checked by lintian.
# Takes about 15 minutes from nothing on this machine, most of it the release build.
deb: deps
	for product in $(APP_PRODUCTS); do \
		$(SWIFT) build -c release --static-swift-stdlib --scratch-path .build/deb-build --product $$product || exit 1; \
	done
	sh Desktop/deb.sh "$$($(SWIFT) build -c release --scratch-path .build/deb-build --show-bin-path)" .build/deb

format:
	$(SWIFT) format --in-place --recursive --configuration .swift-format Sources Tests Benchmarks

# Fails on any formatting difference from .swift-format (CONTRIBUTING.md gives the reason for each rule turned off).
lint:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format Sources Tests Benchmarks

# DocC archives of the documented modules, from their symbol graphs and their .docc articles, in .build/docs/.
# Easel re-exports EaselCore and apps see both through `import Easel`, so Easel's graph includes EaselCore's.
DOC_MODULES := Easel EaselGTK EaselTesting EaselCairo
docs: deps
	$(SWIFT) build
	$(SWIFT) package dump-symbol-graph --minimum-access-level public >/dev/null
	@graphs=$$(dirname $$(find .build -path '*symbolgraph/Easel.symbols.json' | head -1)); \
	$(SWIFT) symbolgraph-extract -module-name Easel -target $$(basename $$(dirname $$graphs)) -I .build/debug/Modules \
		-minimum-access-level public -experimental-allowed-reexported-modules=EaselCore -output-dir $$graphs || exit 1; \
	for module in $(DOC_MODULES); do \
		rm -rf .build/docs/graphs/$$module && mkdir -p .build/docs/graphs/$$module && \
		cp $$graphs/$$module.symbols.json $$graphs/$$module@*.symbols.json .build/docs/graphs/$$module/ 2>/dev/null; \
		docc convert Sources/$$module/$$module.docc --additional-symbol-graph-dir .build/docs/graphs/$$module \
			--fallback-display-name $$module --fallback-bundle-identifier org.easel.$$module \
			--output-path .build/docs/$$module.doccarchive || exit 1; \
	done

clean:
	rm -rf .build
