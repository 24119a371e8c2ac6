#ifndef CX11_SHIM_H
#define CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/Xresource.h>
#include <X11/extensions/Xrender.h>
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>

/* XCreateIC is variadic, which Swift cannot call: a fixed-arity wrapper that
   asks for the simplest style (no pre-edit, no status), as st does. */
static inline XIC cx11_create_ic(XIM im, Window window) {
    return XCreateIC(im,
                     XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window,
                     XNFocusWindow, window,
                     (void *)0);
}

/* The event mask an input context needs on top of ours (0 when unknown). */
static inline long cx11_ic_filter_events(XIC ic) {
    long mask = 0;
    if (XGetICValues(ic, XNFilterEvents, &mask, (void *)0) != (void *)0) return 0;
    return mask;
}
#endif
