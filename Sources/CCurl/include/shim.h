#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H
/* libcurl, for `calculator --update-rates` (issue 48): one HTTPS GET of a small document under fixed
   limits, written in C (library.c) because libcurl's options are set through a variadic function, which
   Swift cannot call. libcurl is not linked: library.c loads CCURL_LIBRARY on the first fetch, so no start
   of the window, of --convert or of any other mode maps it; without it the fetch fails with one line
   saying so and the rest of the calculator works. This header is all Swift sees: no curl.h. */
#include <stddef.h>

/* The soname loaded; Scripts/package names its package (libcurl4) in the Debian Recommends by hand,
   since dpkg-shlibdeps sees only linked libraries. */
#define CCURL_LIBRARY "libcurl.so.4"

/* How a fetch ended. */
enum ccurl_status {
    CCURL_OK = 0,            /* the body is in `body` */
    CCURL_NO_LIBRARY,        /* libcurl could not be loaded: `detail` says why */
    CCURL_OFFLINE,           /* no name resolution or no connection */
    CCURL_TIMED_OUT,         /* the connection (5 s) or the whole transfer (20 s) took too long */
    CCURL_TOO_LARGE,         /* more bytes than allowed */
    CCURL_REFUSED_REDIRECT,  /* a redirect to anything but https:, or too many */
    CCURL_TLS,               /* the certificate or the TLS handshake failed */
    CCURL_HTTP_STATUS,       /* an answer other than 200: `http_status` */
    CCURL_FAILED,            /* anything else libcurl reports: `detail` */
};

/* What a fetch brought back. Free `body` with free(). */
struct ccurl_result {
    enum ccurl_status status;
    unsigned char *body;
    size_t length;
    long http_status;
    char detail[256];
};

/* GETs `url` (https only, redirects to https only, at most 5), with the system's CA store or the file
   `ca_file` when not NULL; gives up past `max_bytes` of body, a connection slower than
   `connect_timeout_ms` or a transfer longer than `total_timeout_ms`. Never signals, never prompts. */
void ccurl_fetch(const char *url, const char *ca_file, size_t max_bytes, long connect_timeout_ms,
                 long total_timeout_ms, const char *user_agent, struct ccurl_result *result);

/* Whether libcurl is mapped in this process yet (the tests check it is not before a fetch). */
int ccurl_library_loaded(void);
#endif
