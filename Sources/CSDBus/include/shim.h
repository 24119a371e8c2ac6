// sd-bus, systemd's D-Bus library, for the accessibility bus. Only its non-variadic calls are used
// (append_basic, open_container, read_basic, …): Swift cannot call C variadic functions.
//
// libsystemd is not linked: library.c loads CSD_LIBRARY when the accessibility bus is found
// (csd_library_load), so a start without one maps neither it nor what it links (libgcrypt, libzstd,
// liblzma, liblz4, libcap: about 0.7 MB resident). The functions called are listed in functions.h.
#include <systemd/sd-bus.h>
#include <systemd/sd-id128.h>

/* The soname loaded; Scripts/package adds its package to the Debian Depends by hand, since
   dpkg-shlibdeps sees only linked libraries. */
#define CSD_LIBRARY "libsystemd.so.0"

/* Loads libsystemd if it is not loaded yet: 1 when it is, else 0 after one line on standard error
   (the calculator then runs without the accessibility bus). Call before any other sd_ function. */
int csd_library_load(void);
