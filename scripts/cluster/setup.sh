#!/usr/bin/env bash
# Installs Ray (scripts/cluster/requirements.txt) into the project-local
# virtual environment .venv-cluster/ (git-ignored), if it is not there yet.
# Only the cluster driver needs it: `make test` never does.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
venv="$root/.venv-cluster"
requirements="$root/scripts/cluster/requirements.txt"
stamp="$venv/.installed"
if [ -f "$stamp" ] && cmp -s "$stamp" "$requirements"; then
  exit 0
fi
python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet -r "$requirements"
cp "$requirements" "$stamp"
echo "Ray installed in $venv"
