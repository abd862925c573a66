# boardlab: `make serve` to use the app, `make test` to check everything.
# Every target first installs what is missing (scripts/setup.sh).

PORT ?= 8000
# Wasm build profile for serve-src: release (default) or dev.
PROFILE ?= release

.PHONY: setup wasm serve serve-src test dist bench cluster-test

setup:
	@bash scripts/setup.sh

wasm: setup
	PROFILE=$(PROFILE) bash scripts/build-wasm.sh

# The optimized build, as a static host would serve it (compressed, cached).
serve: dist
	node scripts/serve.mjs --port $(PORT) --root dist

# The sources as they are (no build step for page edits; no service worker).
serve-src: wasm
	node scripts/serve.mjs --port $(PORT)

# The Rust tests in the release-test profile (Cargo.toml: release's
# optimization without fat LTO, which costs most of a release test build);
# npm test runs two browser test files at a time (package.json: they mostly
# wait, about half a core on average).
test: setup
	cargo test --profile release-test
	bash scripts/build-wasm.sh
	bash scripts/dist.sh
	npm test

dist: setup
	bash scripts/build-wasm.sh
	bash scripts/dist.sh

bench: setup
	bash scripts/bench.sh

# The Ray driver (docs/scale.md) on this machine: installs Ray into
# .venv-cluster/ if missing; not part of `make test`.
cluster-test:
	bash scripts/cluster/test.sh
