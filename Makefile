# make run      the site on http://localhost:3000 (SQLite, local shop, demo content)
# make test     Rust tests on SQLite and PostgreSQL, front-end unit tests, type check,
#               end-to-end tests in headless Chromium
# make bench    throughput and latency against a Node.js baseline (wrk), and
#               Lighthouse (mobile) on the main pages for both
# make bench-payments  POST /kasse with the payment provider answering in 300 ms, and
#               other pages' p99 meanwhile
# make bench-invoices  an order with its invoice and PDF beside one without, and
#               1,000 invoices in a row (time, peak memory, size, the period's export)
# make bench-scale  the catalogue at scale: the demo catalogue beside a generated one of
#               SCALE_PRODUCTS (20000) products
# make bench-goods  product and collection pages at 20,000 products with the legal
#               facts and price history beside the same without them
# make release  the optimised binary: target/release/elektriker
SHELL := /bin/bash
.DEFAULT_GOAL := run
CARGO ?= cargo
PG_HOST ?= 127.0.0.1
PG_PORT ?= 5432

.PHONY: deps run test test-rust test-app typecheck e2e check-v8 bench bench-payments bench-invoices bench-scale bench-crowd bench-goods bench-bookkeeping release clean

app/node_modules/.installed: app/package.json app/package-lock.json
	npm ci --prefix app --no-audit --no-fund --loglevel=error
	@touch $@

# Lighthouse, for make bench only.
bench/node_modules/.installed: bench/package.json bench/package-lock.json
	npm ci --prefix bench --no-audit --no-fund --loglevel=error
	@touch $@

deps: app/node_modules/.installed
	@scripts/install-system-deps.sh build

run: deps
	$(CARGO) run --bin elektriker -- serve --seed-demo

release: deps
	$(CARGO) build --release --bin elektriker
	@echo "built target/release/elektriker"

test: deps
	@scripts/install-system-deps.sh test
	@$(MAKE) --no-print-directory test-rust check-v8 test-app e2e

# PostgreSQL: the tests create and drop their own databases. Without a server here,
# the PostgreSQL half is skipped and said so; CI sets REQUIRE_POSTGRES=1 to fail.
test-rust:
	@if (exec 3<>/dev/tcp/$(PG_HOST)/$(PG_PORT)) 2>/dev/null; then \
	  echo "PostgreSQL at $(PG_HOST):$(PG_PORT): integration tests run on SQLite and PostgreSQL"; \
	elif [ "$${REQUIRE_POSTGRES:-}" = 1 ]; then \
	  echo "error: REQUIRE_POSTGRES=1 but no PostgreSQL at $(PG_HOST):$(PG_PORT)" >&2; exit 1; \
	else \
	  echo "NOTE: no PostgreSQL at $(PG_HOST):$(PG_PORT): the PostgreSQL integration tests are SKIPPED"; \
	fi
	$(CARGO) test --workspace

# The engine the design names, V8, stays one feature away (`--no-default-features
# --features v8`). Its prebuilt archive cannot be fetched here, but `cargo check` links
# nothing, so an empty archive stands in. The engine's code is all in ssr-runtime (the
# server reaches deno_core through it alone): its library, tests and examples are
# type-checked against deno_core's V8 build in a target folder of their own (about
# 5 minutes cold), and the root's `v8` feature must reach deno_core's without QuickJS.
V8_TARGET := $(CURDIR)/target/v8
check-v8:
	@mkdir -p $(V8_TARGET) && printf '!<arch>\n' > $(V8_TARGET)/rusty_v8-placeholder.a
	RUSTY_V8_ARCHIVE=$(V8_TARGET)/rusty_v8-placeholder.a CARGO_TARGET_DIR=$(V8_TARGET) \
	  $(CARGO) check --quiet -p ssr-runtime --no-default-features --features v8 --all-targets
	@features=$$($(CARGO) tree -p elektriker --no-default-features --features v8 -e features -i deno_core); \
	  if ! grep -q 'deno_core feature "v8"' <<<"$$features" || grep -q 'quickjs' <<<"$$features"; then \
	    echo "error: elektriker's v8 feature does not build deno_core on V8 alone:" >&2; echo "$$features" >&2; exit 1; \
	  fi
	@echo "check-v8: ssr-runtime type-checks on V8; elektriker's v8 feature selects it"

typecheck: deps
	npm --prefix app run --silent typecheck

# The Storefront API's schema for the test of the server's GraphQL documents.
test-app: typecheck
	@scripts/storefront-schema.sh
	npm --prefix app test --silent

# `cargo test` builds the binary for the integration tests; building it the same way
# here reuses that build (a plain `cargo build` resolves features without the
# dev-dependencies and would compile the JavaScript engine a second time).
e2e: deps
	$(CARGO) test --workspace --no-run --quiet
	ELEKTRIKER_BIN=$(CURDIR)/target/debug/elektriker npm --prefix app run --silent e2e

bench: deps bench/node_modules/.installed
	@scripts/install-system-deps.sh bench
	$(CARGO) build --release --bin elektriker
	node bench/run.mjs

# An invoice with its PDF per order, and 1,000 in a row (bench/invoices.mjs).
bench-invoices: deps
	@scripts/install-system-deps.sh bench
	$(CARGO) build --release --bin elektriker
	node bench/invoices.mjs

# The checkout while the payment provider takes 300 ms (bench/payments.mjs).
bench-payments: deps
	@scripts/install-system-deps.sh bench
	$(CARGO) build --release --bin elektriker
	node bench/payments.mjs

# The checkout while every invoice goes to e-conomic answering in 300 ms
# (bench/bookkeeping.mjs).
bench-bookkeeping: deps
	@scripts/install-system-deps.sh bench
	$(CARGO) build --release --bin elektriker
	node bench/bookkeeping.mjs

# The catalogue at scale: the demo catalogue and SCALE_PRODUCTS generated products
# (default 20000) side by side, one server at a time (bench/scale.mjs), then the same
# under a crowd and a crawler on SQLite and PostgreSQL (bench/crowd.mjs, also alone as
# make bench-crowd).
bench-scale: deps
	@scripts/install-system-deps.sh bench
	$(CARGO) build --release --bin elektriker
	node bench/scale.mjs
	node bench/crowd.mjs

bench-crowd: deps
	@scripts/install-system-deps.sh bench
	$(CARGO) build --release --bin elektriker
	node bench/crowd.mjs

# What a product's legal facts and price history cost its pages: 20,000 generated
# products without them beside the same with them (bench/goods.mjs).
bench-goods: deps
	@scripts/install-system-deps.sh bench
	$(CARGO) build --release --bin elektriker
	node bench/goods.mjs

clean:
	$(CARGO) clean
	rm -rf app/node_modules data
