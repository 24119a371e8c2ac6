/* libcurl, loaded on the first fetch (issue 48): dlopen of CCURL_LIBRARY and dlsym of the few functions
   a fetch calls, once; nothing of it is mapped before. The fetch itself is here, in C, because
   curl_easy_setopt and curl_easy_getinfo are variadic. */
#define CURL_DISABLE_TYPECHECK
#include "shim.h"
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static CURL *(*ccurl_easy_init)(void);
static CURLcode (*ccurl_easy_setopt)(CURL *, CURLoption, ...);
static CURLcode (*ccurl_easy_perform)(CURL *);
static CURLcode (*ccurl_easy_getinfo)(CURL *, CURLINFO, ...);
static void (*ccurl_easy_cleanup)(CURL *);
static const char *(*ccurl_easy_strerror)(CURLcode);

static pthread_once_t ccurl_once = PTHREAD_ONCE_INIT;
static int ccurl_loaded = 0;
static char ccurl_load_error[200];

static void ccurl_resolve(void) {
    void *library = dlopen(CCURL_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        snprintf(ccurl_load_error, sizeof ccurl_load_error, "%s", why ? why : "cannot be loaded");
        return;
    }
#define CCURL_FIND(name)                                                                   \
    if ((c##name = (__typeof__(c##name))dlsym(library, #name)) == NULL) {                  \
        snprintf(ccurl_load_error, sizeof ccurl_load_error, "%s has no %s", CCURL_LIBRARY, #name); \
        return;                                                                            \
    }
    CCURL_FIND(curl_easy_init)
    CCURL_FIND(curl_easy_setopt)
    CCURL_FIND(curl_easy_perform)
    CCURL_FIND(curl_easy_getinfo)
    CCURL_FIND(curl_easy_cleanup)
    CCURL_FIND(curl_easy_strerror)
#undef CCURL_FIND
    __atomic_store_n(&ccurl_loaded, 1, __ATOMIC_RELEASE);
}

int ccurl_library_loaded(void) { return __atomic_load_n(&ccurl_loaded, __ATOMIC_ACQUIRE); }

/* The body as it arrives, refused past its limit. */
struct ccurl_body {
    unsigned char *bytes;
    size_t length;
    size_t limit;
    int too_large;
};

static size_t ccurl_write(char *data, size_t size, size_t count, void *context) {
    struct ccurl_body *body = context;
    size_t n = size * count;
    if (n > body->limit - body->length) {
        body->too_large = 1;
        return 0; /* libcurl stops with CURLE_WRITE_ERROR */
    }
    unsigned char *grown = realloc(body->bytes, body->length + n + 1);
    if (grown == NULL) return 0;
    memcpy(grown + body->length, data, n);
    body->bytes = grown;
    body->length += n;
    return n;
}

static enum ccurl_status ccurl_status_of(CURLcode code) {
    switch (code) {
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_COULDNT_CONNECT:
        return CCURL_OFFLINE;
    case CURLE_OPERATION_TIMEDOUT:
        return CCURL_TIMED_OUT;
    case CURLE_FILESIZE_EXCEEDED:
        return CCURL_TOO_LARGE;
    case CURLE_UNSUPPORTED_PROTOCOL:
    case CURLE_TOO_MANY_REDIRECTS:
        return CCURL_REFUSED_REDIRECT;
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CACERT_BADFILE:
        return CCURL_TLS;
    default:
        return CCURL_FAILED;
    }
}

void ccurl_fetch(const char *url, const char *ca_file, size_t max_bytes, long connect_timeout_ms,
                 long total_timeout_ms, const char *user_agent, struct ccurl_result *result) {
    memset(result, 0, sizeof *result);
    pthread_once(&ccurl_once, ccurl_resolve);
    if (!ccurl_library_loaded()) {
        result->status = CCURL_NO_LIBRARY;
        snprintf(result->detail, sizeof result->detail, "%s", ccurl_load_error);
        return;
    }
    CURL *curl = ccurl_easy_init();
    if (curl == NULL) {
        result->status = CCURL_FAILED;
        snprintf(result->detail, sizeof result->detail, "curl_easy_init failed");
        return;
    }
    struct ccurl_body body = {NULL, 0, max_bytes, 0};
    char error[CURL_ERROR_SIZE] = "";
    ccurl_easy_setopt(curl, CURLOPT_URL, url);
    ccurl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "https");
    ccurl_easy_setopt(curl, CURLOPT_REDIR_PROTOCOLS_STR, "https");
    ccurl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 1L);
    ccurl_easy_setopt(curl, CURLOPT_MAXREDIRS, 5L);
    ccurl_easy_setopt(curl, CURLOPT_SSL_VERIFYPEER, 1L);
    ccurl_easy_setopt(curl, CURLOPT_SSL_VERIFYHOST, 2L);
    if (ca_file != NULL) ccurl_easy_setopt(curl, CURLOPT_CAINFO, ca_file);
    ccurl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, connect_timeout_ms);
    ccurl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, total_timeout_ms);
    ccurl_easy_setopt(curl, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)max_bytes);
    ccurl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    ccurl_easy_setopt(curl, CURLOPT_NOPROGRESS, 1L);
    ccurl_easy_setopt(curl, CURLOPT_ACCEPT_ENCODING, ""); /* what libcurl decodes; the limit counts decoded bytes */
    ccurl_easy_setopt(curl, CURLOPT_USERAGENT, user_agent);
    ccurl_easy_setopt(curl, CURLOPT_ERRORBUFFER, error);
    ccurl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, ccurl_write);
    ccurl_easy_setopt(curl, CURLOPT_WRITEDATA, &body);
    CURLcode code = ccurl_easy_perform(curl);
    long status = 0;
    ccurl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
    result->http_status = status;
    if (body.too_large) {
        result->status = CCURL_TOO_LARGE;
    } else if (code != CURLE_OK) {
        result->status = ccurl_status_of(code);
        snprintf(result->detail, sizeof result->detail, "%s", error[0] ? error : ccurl_easy_strerror(code));
    } else if (status != 200) {
        result->status = CCURL_HTTP_STATUS;
    } else {
        result->status = CCURL_OK;
        result->body = body.bytes;
        result->length = body.length;
        body.bytes = NULL;
    }
    free(body.bytes);
    ccurl_easy_cleanup(curl);
}
