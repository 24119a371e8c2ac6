#!/usr/bin/env bash
# Fuzzes the controller (Sources/ControllerFuzz, through Scripts/fuzz) for a fixed number of
# iterations: FUZZ_RUNS (default 200000) with FUZZ_SEED (default 1). No X server needed.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
runs=${FUZZ_RUNS:-200000}
start=$SECONDS
Scripts/fuzz "$runs" "${FUZZ_SEED:-1}" 2>&1 | tail -n 40 >"$ARTIFACTS/fuzz.log"
status=${PIPESTATUS[0]}
cat "$ARTIFACTS/fuzz.log" >&2
check "controller fuzz: $runs inputs, no crash, canonical display, batch = direct ($((SECONDS - start)) s)" "$status" 0
finish
