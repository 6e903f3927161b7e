#pragma once
// The catalog JSON compiled in by cmake/embed_catalog.cmake.

namespace syncwall::core::catalog_data {
const char* gpus();
const char* systems();
const char* fabrics();
const char* models();
const char* reliability();
}  // namespace syncwall::core::catalog_data
