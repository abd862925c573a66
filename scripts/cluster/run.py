#!/usr/bin/env python3
"""Runs a sharded boardlab job on Ray: every shard is a Ray task that runs
`boardlab ... --shard I/N`; finished shards are kept as files in a run
directory, so a stopped run resumes where it was; at the end the shards
are merged by `boardlab ... merge` into exactly the unsharded result.

    scripts/cluster/run.py census --depth 15 [--shards 64]
    scripts/cluster/run.py book --size 6 --plies 4 [--shards 8]
    scripts/cluster/run.py book --size 8 --plies 20 --min-games 50 --depth 10 --file WTH_2013.wtb ...
    scripts/cluster/run.py --out selfplay.bin label --self-play 40000 --seed 45 --weights round3.bin

A `label` job passes its arguments on to `boardlab train label` (all but
--shard and --out, which the driver sets); the shards' samples files are
joined by `boardlab train merge` into samples.bin.

A 6x6 book is built round by round (`boardlab book next`): each round's
positions are split into shards, merged into runs/.../book.bin, and the
next round follows from it. The 8x8 book's positions are known from its
game files at once: one round of shards, merged into book.bin (the game
files must be readable at the same paths wherever a shard runs).

With no --address, Ray starts locally on this machine's cores (127.0.0.1);
with --address it joins an existing Ray cluster. The boardlab binary is
shipped to the workers through Ray's object store, so the cluster's nodes
need only the same OS and architecture. See docs/scale.md.

Needs Ray: `bash scripts/cluster/setup.sh` installs it into .venv-cluster/,
and this script re-runs itself there when Ray is not importable.
"""

import argparse
import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VENV_PYTHON = ROOT / ".venv-cluster" / "bin" / "python"


def ensure_ray():
    """Imports Ray, re-running this script in the project's venv if needed."""
    try:
        import ray  # noqa: F401
    except ImportError:
        if VENV_PYTHON.exists() and Path(sys.executable) != VENV_PYTHON:
            os.execv(str(VENV_PYTHON), [str(VENV_PYTHON), *sys.argv])
        sys.exit("run.py: Ray is not installed: run `bash scripts/cluster/setup.sh` first")


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--address", help="an existing Ray cluster (default: start Ray locally)")
    parser.add_argument("--cpus", type=int, default=os.cpu_count(),
                        help="CPUs of the local Ray (default: this machine's cores)")
    parser.add_argument("--threads", type=int, default=1,
                        help="threads (and Ray CPUs) per shard (default 1)")
    parser.add_argument("--shards", type=int, default=64, help="shards of the job (default 64)")
    parser.add_argument("--dir", type=Path,
                        help="where finished shards are kept (default runs/<job>-of-<shards>);"
                             " a book's rounds and book.bin too")
    parser.add_argument("--limit", type=int,
                        help="compute at most this many missing shards, then stop without merging")
    parser.add_argument("--sample", type=int,
                        help="compute this many missing shards drawn at random (--seed), then stop "
                             "without merging: the kept shards then estimate the whole job's cost")
    parser.add_argument("--seed", type=int, default=1, help="the seed of --sample (default 1)")
    parser.add_argument("--binary", type=Path, default=ROOT / "target" / "release" / "boardlab",
                        help="the boardlab program (default target/release/boardlab)")
    parser.add_argument("--out", type=Path,
                        help="also write the merged result here (census JSON, book file)")
    jobs = parser.add_subparsers(dest="job", required=True)
    census = jobs.add_parser("census", help="the stoner census of DEPTH moves")
    census.add_argument("--depth", type=int, required=True)
    census.add_argument("--horizon", type=int, default=14)
    census.add_argument("--no-cutoff", action="store_true")
    book = jobs.add_parser("book", help="the opening book of a board size")
    book.add_argument("--size", type=int, required=True)
    book.add_argument("--plies", type=int, default=6)
    book.add_argument("--table-bits", type=int, default=22)
    book.add_argument("--file", type=Path, action="append", default=[],
                      help="8x8: a game file whose positions the book holds (repeat for more)")
    book.add_argument("--min-games", type=int, default=20, help="8x8: games reaching a held position")
    book.add_argument("--depth", type=int, default=12, help="8x8: plies each move is searched")
    jobs.add_parser("label", help="training samples: `boardlab train label ARGS` (its "
                    "arguments but --shard and --out follow `label`)")
    args, rest = parser.parse_known_args()
    if rest and args.job != "label":
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    args.label_args = rest
    return args


def shard_file(directory, index, of, suffix="json"):
    return directory / f"shard-{index:04d}-of-{of:04d}.{suffix}"


def run_shard(binary, digest, command, index, of, threads, book):
    """One Ray task: runs the shard in a scratch directory (with the book so
    far, for a book round) and returns its --out file's bytes and what it
    printed."""
    program = Path(tempfile.gettempdir()) / f"boardlab-{digest}"
    if not program.exists():
        scratch = program.with_suffix(f".{os.getpid()}")
        scratch.write_bytes(binary)
        scratch.chmod(0o755)
        scratch.replace(program)
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "part.out"
        command = [str(program), *command, "--shard", f"{index}/{of}", "--out", str(out)]
        if book is not None:
            (Path(scratch) / "from.bin").write_bytes(book)
            command += ["--from", str(Path(scratch) / "from.bin")]
        env = dict(os.environ, RAYON_NUM_THREADS=str(threads))
        done = subprocess.run(command, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"shard {index}/{of}: {done.stderr.strip()}")
        return out.read_bytes(), done.stdout


def write_whole(path, text):
    scratch = path.with_suffix(".partial")
    (scratch.write_bytes if isinstance(text, bytes) else scratch.write_text)(text)
    scratch.replace(path)


def boardlab(args, *command):
    """Runs boardlab here (a merge, a book's next round) and returns its JSON."""
    done = subprocess.run([str(args.binary), *command, "--json"], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"run.py: boardlab {' '.join(command)}: {done.stderr.strip()}")
    return done.stdout


class Cluster:
    """Ray, started on first use: locally on 127.0.0.1, or --address."""

    def __init__(self, args):
        self.args = args
        self.task = None

    def __enter__(self):
        return self

    def __exit__(self, *_):
        if self.task is not None:
            import ray
            ray.shutdown()

    def start(self):
        if self.task is not None:
            return
        import ray
        if self.args.address:
            ray.init(address=self.args.address, log_to_driver=False)
        else:
            ray.init(num_cpus=self.args.cpus, _node_ip_address="127.0.0.1",
                     include_dashboard=False, log_to_driver=False)
        # A stopped driver (Ctrl-C, kill) shuts its Ray down on the way out,
        # as Ray expects of an interrupted driver (set after ray.init, which
        # installs a SIGTERM handler of its own).
        signal.signal(signal.SIGTERM, signal.default_int_handler)
        binary = self.args.binary.read_bytes()
        self.digest = hashlib.sha256(binary).hexdigest()[:16]
        self.binary = ray.put(binary)
        self.task = ray.remote(num_cpus=self.args.threads, max_retries=2)(run_shard)

    def run(self, name, directory, command, of, book=None, samples=False):
        """Runs the shards of `command` split `of` ways that `directory` does
        not hold yet (at most --limit of them), keeping each as it finishes;
        the kept shard files when every shard is there, else None. A shard
        file is the JSON partial result `command` writes to --out, or with
        `samples` the JSON report it prints (`command` has --json), kept
        after the samples file it writes (shard-....bin)."""
        directory.mkdir(parents=True, exist_ok=True)
        todo = [i for i in range(1, of + 1) if not shard_file(directory, i, of).exists()]
        print(f"{name}: {of} shards in {directory}; {of - len(todo)} kept from before, "
              f"{len(todo)} to run", flush=True)
        if self.args.sample is not None:
            # In drawn order, not sorted: low indices hold the largest tasks, and a
            # sample stopped early must still be a random one.
            todo = random.Random(self.args.seed).sample(todo, min(self.args.sample, len(todo)))
        if self.args.limit is not None:
            todo = todo[:self.args.limit]
        if todo:
            self.start()
            import ray
            book_ref = None if book is None else ray.put(book)
            pending = {self.task.remote(self.binary, self.digest, command, i, of,
                                        self.args.threads, book_ref): i for i in todo}
            started = time.monotonic()
            done = 0
            while pending:
                ready, _ = ray.wait(list(pending), num_returns=1)
                index = pending.pop(ready[0])
                out, printed = ray.get(ready[0])
                if samples:
                    write_whole(shard_file(directory, index, of, "bin"), out)
                    text = printed
                else:
                    text = out.decode()
                write_whole(shard_file(directory, index, of), text)
                done += 1
                elapsed = time.monotonic() - started
                print(f"[{done}/{len(todo)}] shard {index}/{of}: {json.loads(text)['seconds']:.1f} s "
                      f"(elapsed {elapsed:.0f} s, eta {elapsed / done * len(pending):.0f} s)",
                      flush=True)
        files = sorted(directory.glob(f"shard-*-of-{of:04d}.json"))
        if len(files) < of:
            print(f"{name}: {len(files)} of {of} shards done; run again to continue", flush=True)
            estimate(name, files, of)
            return None
        seconds = [json.loads(f.read_text())["seconds"] for f in files]
        mean = sum(seconds) / len(seconds)
        print(f"{name}: shard seconds: sum {sum(seconds):.1f}, mean {mean:.2f}, "
              f"largest {max(seconds):.2f} ({max(seconds) / max(mean, 1e-9):.2f} x mean)", flush=True)
        return files


def estimate(name, files, of):
    """What the whole job costs if its other shards cost what the kept ones
    did on average (a fair guess when they were drawn at random: --sample)."""
    if not files:
        return
    parts = [json.loads(f.read_text()) for f in files]
    seconds = [part["seconds"] for part in parts]
    mean = sum(seconds) / len(seconds)
    spread = (sum((s - mean) ** 2 for s in seconds) / max(len(seconds) - 1, 1)) ** 0.5
    line = (f"{name}: the kept shards took {min(seconds):.1f} to {max(seconds):.1f} s, mean {mean:.1f} s "
            f"(standard error {spread / len(seconds) ** 0.5:.1f} s); all {of}: about {mean * of:.0f} "
            f"shard-seconds ({mean * of / 3600:.1f} core-hours)")
    nodes = [part["data"].get("nodes") for part in parts if isinstance(part.get("data"), dict)]
    if nodes and all(isinstance(n, int) for n in nodes):
        line += f", {sum(nodes) / len(nodes) * of:.3g} positions"
    print(line, flush=True)


def census(args, cluster):
    name = f"census-d{args.depth}-h{args.horizon}" + ("-nocut" if args.no_cutoff else "")
    directory = args.dir or ROOT / "runs" / f"{name}-of-{args.shards}"
    command = ["stoner", "census", "--depth", str(args.depth), "--horizon", str(args.horizon)]
    if args.no_cutoff:
        command.append("--no-cutoff")
    files = cluster.run(name, directory, command, args.shards)
    if files is None:
        return
    merged = boardlab(args, "stoner", "merge", *map(str, files))
    write_whole(directory / "merged.json", merged)
    if args.out:
        write_whole(args.out, merged)
    print(f"{name}: merged into {directory / 'merged.json'}", flush=True)


def book8(args, cluster):
    """The 8x8 book: its positions (from the game files) in shards, merged."""
    name = f"book-s8-p{args.plies}-g{args.min_games}-d{args.depth}"
    directory = args.dir or ROOT / "runs" / f"{name}-of-{args.shards}"
    plan = ["--size", "8", "--plies", str(args.plies), "--min-games", str(args.min_games),
            "--depth", str(args.depth)]
    for path in args.file:
        plan += ["--file", str(path.resolve())]
    files = cluster.run(name, directory, ["book", "build", *plan], args.shards)
    if files is None:
        return
    book_file = directory / "book.bin"
    boardlab(args, "book", "merge", *plan, *map(str, files), "--out", str(book_file))
    print(f"{name}: complete in {book_file}", flush=True)
    if args.out:
        write_whole(args.out, book_file.read_bytes())


def book(args, cluster):
    """Round after round: the next round's positions split into shards,
    merged into the book, until the book is complete."""
    if args.size == 8:
        return book8(args, cluster)
    name = f"book-s{args.size}-p{args.plies}"
    directory = args.dir or ROOT / "runs" / f"{name}-of-{args.shards}"
    directory.mkdir(parents=True, exist_ok=True)
    book_file = directory / "book.bin"
    coverage = ["--size", str(args.size), "--plies", str(args.plies)]
    while True:
        from_book = ["--from", str(book_file)] if book_file.exists() else []
        round_ = json.loads(boardlab(args, "book", "next", *coverage, *from_book))
        if round_["ply"] is None:
            break
        of = min(args.shards, round_["positions"])
        files = cluster.run(f"{name} round at ply {round_['ply']} ({round_['positions']} positions)",
                            directory / f"round-{round_['stored']:06d}",
                            ["book", "build", *coverage, "--table-bits", str(args.table_bits)], of,
                            book_file.read_bytes() if book_file.exists() else None)
        if files is None:
            return
        boardlab(args, "book", "merge", *coverage, *map(str, files), *from_book,
                 "--out", str(book_file))
    print(f"{name}: complete in {book_file} ({round_['stored']} positions)", flush=True)
    if args.out:
        write_whole(args.out, book_file.read_bytes())


def label(args, cluster):
    """Training samples in shards (self-play, random and record games alike),
    joined in shard order into samples.bin. The run's directory is named by
    a digest of its arguments, so another plan never resumes its shards."""
    passed = list(args.label_args)
    for argument in passed:
        if argument.split("=")[0] in ("--shard", "--out"):
            sys.exit(f"run.py: label: the driver sets {argument.split('=')[0]} itself")
    # Paths as every node reads them (`--file F` or `--file=F`).
    for index, argument in enumerate(passed):
        option, equals, value = argument.partition("=")
        if option in ("--file", "--weights"):
            if equals:
                passed[index] = f"{option}={Path(value).resolve()}"
            elif index + 1 < len(passed):
                passed[index + 1] = str(Path(passed[index + 1]).resolve())
    name = "label-" + hashlib.sha256("\0".join(passed).encode()).hexdigest()[:12]
    directory = args.dir or ROOT / "runs" / f"{name}-of-{args.shards}"
    files = cluster.run(name, directory, ["train", "label", *passed, "--json"], args.shards,
                        samples=True)
    if files is None:
        return
    samples_file = directory / "samples.bin"
    parts = [arg for i in range(1, args.shards + 1)
             for arg in ("--samples", str(shard_file(directory, i, args.shards, "bin")))]
    boardlab(args, "train", "merge", *parts, "--out", str(samples_file))
    print(f"{name}: complete in {samples_file}", flush=True)
    if args.out:
        write_whole(args.out, samples_file.read_bytes())


def main():
    args = parse_args()
    if not args.binary.exists():
        sys.exit(f"run.py: {args.binary} does not exist: build it with `cargo build --release`")
    ensure_ray()
    try:
        with Cluster(args) as cluster:
            {"census": census, "book": book, "label": label}[args.job](args, cluster)
    except KeyboardInterrupt:
        sys.exit("run.py: stopped; the finished shards are kept: run again to resume")


if __name__ == "__main__":
    main()
