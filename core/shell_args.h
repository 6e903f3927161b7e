#pragma once
// The command-line flags of a launch script or a pasted argument list (Megatron-LM's
// examples/*/train_*.sh): the subset of Bash those scripts use. Variables (`TP_SIZE=1`, then
// `--tensor-model-parallel-size ${TP_SIZE}`), `${VAR:-fallback}` (a variable the file does not
// set is the environment's), arrays `NAME=( ... )` and `NAME+=( ... )` whose elements may be
// quoted flag-value pairs ("--fp8-format hybrid"), comments (inline too), backslash
// continuations (stray ones too), quotes. Each flag written in the file is one entry with the
// word after it as its value; `${NAME[@]}` expansions are not scanned again, so a flag is
// counted where it is written. Both branches of an `if` are read. Internal to the core; never
// throws.

#include <string>

#include "config_document.h"

namespace syncwall::core {

// Problems: ParseError with detail "unterminated_quote" / "unterminated_expansion" and the line.
ConfigDocument readShellArgs(const std::string& text);

}  // namespace syncwall::core
