/* libsystemd, loaded when the accessibility bus is found (issue 30 item 5): a start without one maps
   neither it nor the libraries it links. For each function of functions.h this file defines a function
   of the same name, with the header's prototype, that calls libsystemd's; csd_library_load opens the
   library and finds every listed name, once. The definitions are hidden: the executable exports its
   symbols, and libsystemd's own calls between its functions must not come back through these. */
#include "shim.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

/* libsystemd's functions, found by csd_resolve. */
#define CSD_FUNCTION(result, name, parameters, arguments) static __typeof__(name) *csd_##name;
#include "functions.h"
#undef CSD_FUNCTION

static pthread_once_t csd_once = PTHREAD_ONCE_INIT;
static int csd_loaded = 0;

/* Opens libsystemd and finds every listed function; one line on standard error if it cannot. */
static void csd_resolve(void) {
    void *library = dlopen(CSD_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "calculator: cannot load %s, so no screen reader support: %s\n", CSD_LIBRARY, dlerror());
        return;
    }
#define CSD_FUNCTION(result, name, parameters, arguments)                                                   \
    if ((csd_##name = (__typeof__(name) *)dlsym(library, #name)) == NULL) {                             \
        fprintf(stderr, "calculator: %s has no %s, so no screen reader support\n", CSD_LIBRARY, #name); \
        return;                                                                                         \
    }
#include "functions.h"
#undef CSD_FUNCTION
    __atomic_store_n(&csd_loaded, 1, __ATOMIC_RELEASE);
}

int csd_library_load(void) {
    pthread_once(&csd_once, csd_resolve);
    return __atomic_load_n(&csd_loaded, __ATOMIC_ACQUIRE);
}

/* A listed function called although libsystemd could not be loaded (the caller did not ask
   csd_library_load first): the one line was written, nothing can be done on a bus. */
static void csd_unavailable(void) {
    fprintf(stderr, "calculator: the accessibility bus was used without %s\n", CSD_LIBRARY);
    exit(1);
}

/* The functions Swift calls: libsystemd's, loaded by the first of them if csd_library_load was not called. */
#define CSD_FUNCTION(result, name, parameters, arguments)                                               \
    __attribute__((visibility("hidden"))) result name parameters {                                      \
        if (__builtin_expect(!__atomic_load_n(&csd_loaded, __ATOMIC_ACQUIRE), 0) && !csd_library_load()) \
            csd_unavailable();                                                                          \
        return csd_##name arguments;                                                                    \
    }
#include "functions.h"
#undef CSD_FUNCTION
