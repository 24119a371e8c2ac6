// sd-bus, systemd's D-Bus library, for the accessibility bus. Only its non-variadic calls are used
// (append_basic, open_container, read_basic, …): Swift cannot call C variadic functions.
#include <systemd/sd-bus.h>
