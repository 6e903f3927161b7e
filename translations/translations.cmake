# Included from ui/CMakeLists.txt. German and Simplified Chinese: lrelease compiles them and they
# are embedded in syncwall_ui under :/i18n (app/main.cpp loads :/i18n/syncwall_<lang>.qm).
# Qt 6.4 scans only the target's own sources, so SOURCES names every file with user-visible
# strings: the window library, the chart, animation and export libraries beside it, and the
# GUI's main.cpp. scripts/update-translations.sh runs lupdate on every catalog (the
# update_translations target on German and Chinese only).
file(GLOB_RECURSE _syncwall_tr_sources CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/ui/*.cpp ${PROJECT_SOURCE_DIR}/ui/*.h)
list(APPEND _syncwall_tr_sources ${PROJECT_SOURCE_DIR}/app/main.cpp)
qt_add_translations(syncwall_ui
  TS_FILES ${PROJECT_SOURCE_DIR}/translations/syncwall_de.ts
           ${PROJECT_SOURCE_DIR}/translations/syncwall_zh_CN.ts
  SOURCES ${_syncwall_tr_sources}
  RESOURCE_PREFIX /i18n
  LUPDATE_OPTIONS -no-obsolete -locations none)

# English, the source language, holds only the singular and plural of each "%n" string
# (lupdate -pluralonly, which scripts/update-translations.sh runs): app/main.cpp installs it
# under every language, so "1 key" reads as such where no other catalog has the string.
set(_syncwall_en_ts ${PROJECT_SOURCE_DIR}/translations/syncwall_en.ts)
set(_syncwall_en_qm ${CMAKE_CURRENT_BINARY_DIR}/syncwall_en.qm)
add_custom_command(OUTPUT ${_syncwall_en_qm}
  COMMAND Qt6::lrelease -silent ${_syncwall_en_ts} -qm ${_syncwall_en_qm}
  DEPENDS Qt6::lrelease ${_syncwall_en_ts}
  VERBATIM)
qt_add_resources(syncwall_ui syncwall_en_plurals
  PREFIX /i18n
  BASE ${CMAKE_CURRENT_BINARY_DIR}
  FILES ${_syncwall_en_qm})
