#!/usr/bin/env bash
# Re-creates one not-yet-landed migration from the current schema files (several people add tables at once):
#   bash scripts/regen-migration.sh 0003 jobs_companies
# Drops migration <idx> (sql, snapshot, journal entry) if present, then runs drizzle-kit generate. Serialized by
# a lock file so two runs never interleave.
set -euo pipefail
cd "$(dirname "$0")/.."
idx="$1"
name="$2"
exec 9>/tmp/reelhire-regen-migration.lock
flock 9
rm -f server/db/migrations/"${idx}"_*.sql server/db/migrations/meta/"${idx}"_snapshot.json
node -e '
const fs = require("fs");
const p = "server/db/migrations/meta/_journal.json";
const j = JSON.parse(fs.readFileSync(p, "utf8"));
j.entries = j.entries.filter((e) => e.idx < Number(process.argv[1]));
fs.writeFileSync(p, JSON.stringify(j, null, 2) + "\n");
' "$idx"
npx drizzle-kit generate --name "$name"
npx prettier --write server/db/migrations/meta >/dev/null
