/* Arb, FLINT and MPFR, loaded on first use (issue 30 item 5): a start that shows no ball maps none of
   them. For each function of functions.h this file defines a function of the same name, with the
   header's prototype, that loads CARB_LIBRARY once (dlopen, then dlsym of every listed name) and calls
   the library's; Swift and shim.h's inline functions call the names they always called. The
   definitions are hidden: the executable exports its symbols, and the library's own calls between its
   functions must not come back through these. A library that cannot be loaded, or lacks a name, ends
   the process with one line on standard error; the check at start (below) makes that happen before the
   window opens whenever the library file is not there at all. */
#define _GNU_SOURCE   /* dl_iterate_phdr */
#include "shim.h"
#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The library's functions, found by carb_resolve. */
#define CARB_FUNCTION(result, name, parameters, arguments) static __typeof__(name) *carb_##name;
#define CARB_VOID(name, parameters, arguments) CARB_FUNCTION(void, name, parameters, arguments)
#include "functions.h"
#undef CARB_FUNCTION
#undef CARB_VOID

/* One line on standard error and the end of the process: nothing can be computed without Arb. */
static void carb_fail(const char *why) {
    fprintf(stderr, "calculator: cannot load %s (Arb, for functions, roots and powers): %s\n", CARB_LIBRARY,
            why ? why : "unknown error");
    exit(1);
}

/* Opens the library (and with it FLINT and MPFR, its dependencies) and finds every listed function. */
static void carb_resolve(void) {
    void *library = dlopen(CARB_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) carb_fail(dlerror());
#define CARB_FUNCTION(result, name, parameters, arguments) \
    if ((carb_##name = (__typeof__(name) *)dlsym(library, #name)) == NULL) carb_fail(dlerror());
#define CARB_VOID(name, parameters, arguments) CARB_FUNCTION(void, name, parameters, arguments)
#include "functions.h"
#undef CARB_FUNCTION
#undef CARB_VOID
}

static pthread_once_t carb_once = PTHREAD_ONCE_INIT;
static int carb_loaded = 0;

static void carb_load_once(void) {
    carb_resolve();
    __atomic_store_n(&carb_loaded, 1, __ATOMIC_RELEASE);
}

static inline void carb_load(void) {
    if (__builtin_expect(!__atomic_load_n(&carb_loaded, __ATOMIC_ACQUIRE), 0)) pthread_once(&carb_once, carb_load_once);
}

int cab_library_loaded(void) { return __atomic_load_n(&carb_loaded, __ATOMIC_ACQUIRE); }

/* The functions Swift and shim.h call: load on the first, then the library's. */
#define CARB_FUNCTION(result, name, parameters, arguments) \
    __attribute__((visibility("hidden"))) result name parameters { carb_load(); return carb_##name arguments; }
#define CARB_VOID(name, parameters, arguments) \
    __attribute__((visibility("hidden"))) void name parameters { carb_load(); carb_##name arguments; }
#include "functions.h"
#undef CARB_FUNCTION
#undef CARB_VOID

/* Finds the directory GMP (linked, and a dependency of Arb's) was loaded from. */
static int carb_find_gmp(struct dl_phdr_info *info, size_t size, void *directory) {
    (void)size;
    const char *slash = info->dlpi_name ? strrchr(info->dlpi_name, '/') : NULL;
    if (slash == NULL || strncmp(slash + 1, "libgmp.so", 9) != 0) return 0;
    size_t length = (size_t)(slash - info->dlpi_name);
    if (length >= 4096 - sizeof(CARB_LIBRARY) - 1) return 0;
    memcpy(directory, info->dlpi_name, length);
    ((char *)directory)[length] = '\0';
    return 1;
}

/* At start: when the library is not beside GMP, where its package installs it, load it now through the
   loader's whole search (LD_LIBRARY_PATH, ld.so.cache), so that a missing Arb is reported before the
   window opens, not at the first key that needs it. Costs one access() when it is there. */
__attribute__((constructor)) static void carb_check(void) {
    char path[4096];
    if (dl_iterate_phdr(carb_find_gmp, path) == 0) {
        carb_load();
        return;
    }
    strcat(path, "/" CARB_LIBRARY);
    if (access(path, R_OK) != 0) carb_load();
}
