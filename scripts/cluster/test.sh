#!/usr/bin/env bash
# `make cluster-test`: the Ray driver on this machine against the unsharded
# census, a run stopped midway that resumes without redoing its shards, a
# random sample of shards that the full run then keeps, the 8x8 book and
# training samples in shards.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
bash scripts/cluster/setup.sh
cargo build --release --bin boardlab
boardlab=target/release/boardlab
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python=.venv-cluster/bin/python

# The same census without the volatile `seconds`.
same() {
  "$python" - "$1" "$2" <<'PY'
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:])
for report in (a, b):
    report.pop("seconds")
sys.exit(0 if a == b else f"{sys.argv[1]} and {sys.argv[2]} differ")
PY
}

for depth in 12 13; do
  "$boardlab" stoner census --depth "$depth" --json > "$work/whole-$depth.json"
  "$python" scripts/cluster/run.py --shards 7 --dir "$work/d$depth" --out "$work/ray-$depth.json" \
    census --depth "$depth"
  same "$work/whole-$depth.json" "$work/ray-$depth.json"
  echo "cluster-test: depth $depth: the Ray driver's census equals the unsharded one"
done

# Stop a run once a few shards are kept, then start it again.
run="$work/resume"
"$python" scripts/cluster/run.py --cpus 1 --shards 24 --dir "$run" census --depth 13 > "$work/first.log" 2>&1 &
driver=$!
until [ "$(ls "$run"/shard-*.json 2>/dev/null | wc -l)" -ge 3 ]; do
  kill -0 "$driver" 2>/dev/null || { cat "$work/first.log"; echo "cluster-test: the driver ended early"; exit 1; }
  sleep 0.2
done
kill -TERM "$driver"
wait "$driver" || true
kept=$(ls "$run"/shard-*.json | wc -l)
if [ "$kept" -ge 24 ]; then
  echo "cluster-test: the run finished before it was stopped; nothing to resume"; exit 1
fi
stamps=$(stat -c '%n %Y.%y' "$run"/shard-*.json)
"$python" scripts/cluster/run.py --cpus 1 --shards 24 --dir "$run" --out "$work/resumed.json" \
  census --depth 13 | tee "$work/second.log"
grep -q "$kept kept from before, $((24 - kept)) to run" "$work/second.log"
while read -r file stamp; do
  [ "$(stat -c '%n %Y.%y' "$file")" = "$file $stamp" ] || { echo "cluster-test: $file was recomputed"; exit 1; }
done <<< "$stamps"
same "$work/whole-13.json" "$work/resumed.json"
echo "cluster-test: stopped after $kept of 24 shards, resumed without redoing them, same census"

# A random sample of shards (--sample) says what the whole would cost and
# stays as ordinary shards: the full run afterwards keeps them.
sampled="$work/sampled"
"$python" scripts/cluster/run.py --cpus 1 --shards 12 --sample 3 --seed 5 --dir "$sampled" census --depth 13 \
  | tee "$work/sample.log"
[ "$(ls "$sampled"/shard-*.json | wc -l)" -eq 3 ] || { echo "cluster-test: the sample did not keep 3 shards"; exit 1; }
grep -q "positions" "$work/sample.log" || { echo "cluster-test: the sample gave no estimate"; exit 1; }
"$python" scripts/cluster/run.py --cpus 1 --shards 12 --dir "$sampled" --out "$work/after-sample.json" \
  census --depth 13 | tee "$work/rest.log"
grep -q "3 kept from before, 9 to run" "$work/rest.log"
same "$work/whole-13.json" "$work/after-sample.json"
echo "cluster-test: a sample of 3 shards of 12, then the rest: the same census"

# The 8x8 book from games: its shards on Ray merge into the book that one
# process builds, byte for byte.
printf 'f5d6c3d3c4f4\nf5d6c3d3c4f4\nf5f6e6f4e3\nf5f6e6f4e3\nf5d6c5f4e3\nf5d6c5f4e3\n' > "$work/lines.txt"
plan=(--plies 4 --min-games 2 --depth 2)
"$boardlab" book build --size 8 "${plan[@]}" --file "$work/lines.txt" --out "$work/book8-whole.bin" --json > /dev/null
"$python" scripts/cluster/run.py --cpus 1 --shards 3 --dir "$work/book8" --out "$work/book8-ray.bin" \
  book --size 8 "${plan[@]}" --file "$work/lines.txt"
cmp "$work/book8-whole.bin" "$work/book8-ray.bin"
echo "cluster-test: the 8x8 book's shards on Ray make the book one process builds"

# Training samples: self-play and random games labelled in shards on Ray,
# joined, hold the samples one process labels (the shards take every
# other game, so in another order).
label=(--self-play 4 --random-plies 44-44 --random 3 --exact-empties 12 --seed 9)
"$boardlab" train label "${label[@]}" --out "$work/label-whole.bin" --json > /dev/null
"$python" scripts/cluster/run.py --cpus 1 --shards 3 --dir "$work/label" --out "$work/label-ray.bin" \
  label "${label[@]}"
"$python" - "$work/label-whole.bin" "$work/label-ray.bin" <<'PY'
import sys
def records(path):  # BLSM: an 8-byte header, then 18 bytes a sample
    body = open(path, "rb").read()[8:]
    return sorted(body[i:i + 18] for i in range(0, len(body), 18))
whole, ray = (records(path) for path in sys.argv[1:])
sys.exit(0 if whole and whole == ray else "the Ray driver's samples differ from one process's")
PY
echo "cluster-test: training samples labelled in shards on Ray are the samples one process labels"
