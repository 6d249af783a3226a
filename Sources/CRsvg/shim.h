// librsvg, which EaselCairo uses to draw system symbols from the Adwaita icon theme's symbolic SVG icons.
// A module of its own because its headers need librsvg-2.0's pkg-config include path, which CGtk's gtk4 lacks.
#include <librsvg/rsvg.h>
