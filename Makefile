# boardlab: `make serve` to use the app, `make test` to check everything.
# Every target first installs what is missing (scripts/setup.sh).

PORT ?= 8000
# Wasm build profile for serve: release (default) or dev.
PROFILE ?= release

.PHONY: setup wasm serve test dist bench

setup:
	@bash scripts/setup.sh

wasm: setup
	PROFILE=$(PROFILE) bash scripts/build-wasm.sh

serve: wasm
	node scripts/serve.mjs --port $(PORT)

test: setup
	cargo test --release
	bash scripts/build-wasm.sh
	bash scripts/dist.sh
	npm test

dist: setup
	bash scripts/build-wasm.sh
	bash scripts/dist.sh

bench: setup
	bash scripts/bench.sh
