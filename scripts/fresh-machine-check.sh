#!/usr/bin/env bash
# Proves the README's two commands on a bare Debian 12: builds a minimal bookworm root with
# debootstrap, copies this checkout into it (tracked files and untracked ones git does not
# ignore: what a clone of this tree would hold), and runs inside it, with chroot as root and no
# display:
#   scripts/test.sh                                   installs packages, builds, runs every test
#   scripts/run.sh --screenshot OUT.png (offscreen)   builds and renders one window, then exits
# Removes everything it made (mounts and the root) on success and on failure, and ends with one
# line that says what passed. Needs root and Debian's package archive (the mirror apt on this
# machine is configured with). Takes about the package install plus one build (~30 min here).
#
# Usage: scripts/fresh-machine-check.sh [--keep]   (--keep leaves the root for inspection)
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
keep=0
[ "${1:-}" = "--keep" ] && keep=1

if [ "$(id -u)" -ne 0 ]; then
    echo "fresh-machine-check: needs root (debootstrap, chroot, mounts)" >&2
    exit 2
fi

# The Debian mirror apt already uses here: the first bookworm entry of the one-line or deb822
# sources. No host is written in the repository.
debian_mirror() {
    local uri
    uri=$(grep -hE '^deb\s+(\[[^]]*\]\s+)?\S+\s+bookworm\s' /etc/apt/sources.list \
              /etc/apt/sources.list.d/*.list 2>/dev/null | head -n 1 |
          sed -E 's/^deb\s+(\[[^]]*\]\s+)?(\S+).*/\2/') || true
    if [ -z "$uri" ]; then
        uri=$(awk 'BEGIN{RS=""} /Suites:[^\n]*bookworm([ \n]|$)/ && /Components:[^\n]*main/ {
                 if (match($0, /URIs:[ \t]*[^ \t\n]+/)) { s = substr($0, RSTART, RLENGTH);
                 sub(/URIs:[ \t]*/, "", s); print s; exit } }' \
              /etc/apt/sources.list.d/*.sources 2>/dev/null) || true
    fi
    [ -n "$uri" ] || { echo "fresh-machine-check: no bookworm mirror in apt's sources" >&2; return 1; }
    echo "$uri"
}

if ! command -v debootstrap >/dev/null 2>&1; then
    echo "== installing debootstrap"
    DEBIAN_FRONTEND=noninteractive apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap
fi

mirror=$(debian_mirror)
root=$(mktemp -d /var/tmp/syncwall-fresh.XXXXXX)
mounted=()
cleanup() {
    local status=$? i
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
        umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}" 2>/dev/null || true
    done
    if [ "$keep" -eq 1 ]; then
        echo "fresh-machine-check: root kept at $root"
    elif findmnt -rn -o TARGET | grep -q "^$root"; then
        echo "fresh-machine-check: $root still has mounts; not removed" >&2
    else
        rm -rf --one-file-system "$root"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

start=$SECONDS
echo "== debootstrap --variant=minbase bookworm ($root)"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.debootstrap.log" 2>&1 || {
    tail -n 20 "$root.debootstrap.log" >&2; rm -f "$root.debootstrap.log"; exit 1; }
rm -f "$root.debootstrap.log"
printf 'deb %s bookworm main\ndeb %s bookworm-updates main\n' "$mirror" "$mirror" \
    >"$root/etc/apt/sources.list"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
echo "   root ready in $((SECONDS - start)) s"

mount_into() {  # mount_into TARGET mount-args...
    local target=$root$1
    shift
    mkdir -p "$target"
    mount "$@" "$target"
    mounted+=("$target")
}
mount_into /proc -t proc proc
mount_into /sys -t sysfs sysfs
mount_into /dev --bind /dev
mount_into /dev/pts --bind /dev/pts

echo "== copying the checkout (tracked and unignored files) to /syncwall"
mkdir -p "$root/syncwall"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
    tar -cf - --null -T -) | tar -xf - -C "$root/syncwall"

in_root() {
    chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin \
        LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive CI=true "$@"
}

echo "== scripts/test.sh (inside the bare root)"
test_start=$SECONDS
in_root bash -c 'cd /syncwall && scripts/test.sh </dev/null' 2>&1 | tee "$root/test.log" |
    grep -E '^(Installing:|== |[0-9]+% tests passed|The following tests FAILED|\s+[0-9]+ - )' || true
summary=$(grep -E '^[0-9]+% tests passed' "$root/test.log" | tail -n 1 || true)
if ! grep -qE '^100% tests passed' "$root/test.log"; then
    # The failing tests' own output (ctest --output-on-failure prints it after each one),
    # then the summary: a fresh root is removed, and its log with it.
    grep -A80 -E '\*\*\*(Failed|Timeout|Exception)' "$root/test.log" | head -n 400 >&2 || true
    tail -n 40 "$root/test.log" >&2
    echo "fresh-machine-check: FAILED at scripts/test.sh (${summary:-no ctest summary})"
    exit 1
fi
test_s=$((SECONDS - test_start))

echo "== scripts/run.sh --screenshot (offscreen, no display)"
in_root bash -c 'cd /syncwall && QT_QPA_PLATFORM=offscreen scripts/run.sh --screenshot /tmp/fresh.png --size 1280x800 </dev/null' \
    >"$root/run.log" 2>&1 || { tail -n 20 "$root/run.log" >&2
    echo "fresh-machine-check: FAILED at scripts/run.sh (tests passed: $summary)"; exit 1; }
shot=$root/tmp/fresh.png
if [ ! -s "$shot" ] || [ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" != "89504e470d0a1a0a" ]; then
    echo "fresh-machine-check: FAILED: scripts/run.sh wrote no PNG (tests passed: $summary)"
    exit 1
fi

echo "fresh-machine-check: PASSED on a bare Debian 12 root: scripts/test.sh ($summary, ${test_s} s with packages and build), scripts/run.sh rendered a $(stat -c %s "$shot")-byte screenshot; $((SECONDS - start)) s in all"
