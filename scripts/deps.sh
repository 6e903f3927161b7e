# Sourced by scripts/run.sh and scripts/test.sh: the Debian 12 packages Syncwall builds and
# tests with, in one place, and a function that installs the missing ones.

SYNCWALL_DEBIAN_PACKAGES=(
  cmake g++ make
  qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
  libqcustomplot-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  nlohmann-json3-dev libcli11-dev
  python3
  xvfb xauth appstream desktop-file-utils shared-mime-info
  libgl1-mesa-dev fonts-dejavu-core fonts-noto-cjk qt6-translations-l10n
  clang libclang-rt-14-dev clang-format-14
)

# Installs the packages that are not installed yet; runs apt-get update only when some are
# missing. Uses sudo when not root. Does nothing on a machine without apt-get (prints a note).
syncwall_install_deps() {
  local missing=() pkg
  for pkg in "${SYNCWALL_DEBIAN_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$pkg")
    fi
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "note: not a Debian system; install these yourself: ${missing[*]}" >&2
    return 0
  fi
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
  fi
  echo "Installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -q
  "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# Configures (Release) and builds into BUILD_DIR (default: build/ in the repository).
syncwall_build() {
  local root build
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  build=${BUILD_DIR:-$root/build}
  # SYNCWALL_CMAKE_ARGS: extra configure options (.ci/run sets -DSYNCWALL_WERROR=ON).
  # shellcheck disable=SC2086
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release ${SYNCWALL_CMAKE_ARGS:-}
  cmake --build "$build" -j"${JOBS:-2}"
}
